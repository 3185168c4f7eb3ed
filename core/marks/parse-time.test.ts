import { describe, expect, it } from 'vitest';
import { parseMark } from './mark';
import { parseTypedTime } from './parse-time';
import type { Mark } from './types';

const time = (ms: number, timing: 'fat' | 'hand'): Mark => ({ kind: 'time', ms, timing });

describe('parseMark: times, rounding and timing', () => {
  it.each([
    // FAT: two or more decimals, rounded UP to the hundredth
    ['100m', '10.85', time(10850, 'fat')],
    ['100m', '10,85', time(10850, 'fat')],
    ['100m', '  10.85  ', time(10850, 'fat')],
    ['100m', '10.850', time(10850, 'fat')],
    ['100m', '10.841', time(10850, 'fat')],
    ['100m', '10.849', time(10850, 'fat')],
    ['100m', '10.851', time(10860, 'fat')],
    ['100m', '10.859', time(10860, 'fat')],
    ['100m', '10.81', time(10810, 'fat')],
    ['100m', '10.999', time(11000, 'fat')],
    ['400m', '59.99', time(59990, 'fat')],
    ['400m', '59.991', time(60000, 'fat')],
    ['400m', '1:00.00', time(60000, 'fat')],
    ['800m', '1:58.23', time(118230, 'fat')],
    ['800m', '1:58,23', time(118230, 'fat')],
    ['800m', '118.23', time(118230, 'fat')],
    ['3200m', '1:02:03.40', time(3723400, 'fat')],
    // hand: fewer than two decimals, or an "h" suffix; rounded UP to the tenth
    ['100m', '10.8', time(10800, 'hand')],
    ['100m', '10,8', time(10800, 'hand')],
    ['100m', '11', time(11000, 'hand')],
    ['100m', '10.8h', time(10800, 'hand')],
    ['100m', '10.8 H', time(10800, 'hand')],
    ['100m', '10.80h', time(10800, 'hand')],
    ['100m', '10.81h', time(10900, 'hand')],
    ['100m', '10.85 h', time(10900, 'hand')],
    ['1600m', '4:32.1', time(272100, 'hand')],
    ['3200m', '16:45', time(1005000, 'hand')],
    ['3200m', '1:02:03.4', time(3723400, 'hand')],
    ['400m', '1:00', time(60000, 'hand')],
    // relays are times
    ['4x400m-relay', '3:25.67', time(205670, 'fat')],
    ['4x100m-relay', '42.1', time(42100, 'hand')],
    // off-track: the precision typed is kept (thousandths UP to the hundredth), FAT unless marked "h"
    ['xc-5k', '16:45', time(1005000, 'fat')],
    ['xc-5k', '16:45.0', time(1005000, 'fat')],
    ['xc-5k', '16:45.01', time(1005010, 'fat')],
    ['xc-5k', '16:45.2', time(1005200, 'fat')],
    ['xc-5k', '16:45.271', time(1005280, 'fat')],
    ['xc-5k', '16:45h', time(1005000, 'hand')],
    ['xc-10k', '1:02:03.4', time(3723400, 'fat')],
    ['xc-4x1.5mile-relay', '32:10.5', time(1930500, 'fat')],
    // the event may be named by its type
    ['female-100m', '12.34', time(12340, 'fat')],
  ])('%s %j', (event, input, expected) => {
    expect(parseMark(event, input)).toEqual({ ok: true, mark: expected });
  });
});

describe('parseMark: times refused', () => {
  it.each([
    ['100m', '', 'Enter a mark'],
    ['100m', '   ', 'Enter a mark'],
    ['100m', 'abc', 'abc is not a time: use seconds (10.85), minutes and seconds (1:58.23) or hours (1:02:03.4)'],
    ['100m', '10.', '10. is not a time'],
    ['100m', '10..85', 'is not a time'],
    ['100m', '-10.85', 'is not a time'],
    ['100m', '10.85.1', 'is not a time'],
    ['100m', '10.8512', '10.8512 has too many decimals: use at most three (10.851)'],
    ['400m', '1:60.00', '1:60.00: seconds must be less than 60 after a colon'],
    ['400m', '1:99', 'seconds must be less than 60'],
    ['3200m', '1:60:00', '1:60:00: minutes must be less than 60 after the hours'],
    ['800m', '1:5.3', '1:5.3: write two digits after each colon (1:05.3, 1:02:03.4)'],
    ['3200m', '1:2:03.4', 'write two digits after each colon'],
    ['3200m', '1:02:03:04', 'is not a time'],
    ['100m', '0.00', 'A time must be more than zero'],
    ['100m', '11.04c', '11.04c is a converted time: enter the time as it was timed'],
    ['100m', '10.85m', 'is not a time'],
    ['nope', '10.85', 'Unknown event "nope"'],
  ])('%s %j', (event, input, message) => {
    const r = parseMark(event, input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });
});

describe('parseTypedTime', () => {
  it('keeps the exact milliseconds, the decimals and the hand suffix', () => {
    expect(parseTypedTime('1:02:03.456')).toEqual({ ok: true, mark: { ms: 3723456, decimals: 3, handSuffix: false } });
    expect(parseTypedTime('9h')).toEqual({ ok: true, mark: { ms: 9000, decimals: 0, handSuffix: true } });
  });
});
