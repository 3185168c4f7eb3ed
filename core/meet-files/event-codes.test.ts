import { describe, expect, it } from 'vitest';
import { readTimingEvent } from '../results-import/event-names';
import { CATALOGUE } from '../sport-events/catalogue';
import { hytekEventCode, lynxEventName, seedingStyleOf } from './event-codes';

describe('event codes of the meet files', () => {
  it('gives the codes of the Hy-Tek list (runs by distance, H hurdles, S steeplechase, relays by total distance)', () => {
    expect(hytekEventCode('female-100m')).toBe('100');
    expect(hytekEventCode('male-110m-hurdles')).toBe('110H');
    expect(hytekEventCode('male-3000m-steeplechase')).toBe('3000S');
    expect(hytekEventCode('male-mile')).toBe('1MILE');
    expect(hytekEventCode('female-4x100m-relay')).toBe('400');
    expect(hytekEventCode('female-4x400m-relay')).toBe('1600');
    expect(hytekEventCode('female-sprint-medley-relay')).toBe('1600S');
    expect(hytekEventCode('female-distance-medley-relay')).toBe('4000D');
    expect(hytekEventCode('female-high-jump')).toBe('HJ');
    expect(hytekEventCode('male-discus')).toBe('DT');
    expect(hytekEventCode('female-indoor-60m-hurdles')).toBe('60H');
    expect(hytekEventCode('male-xc-4x1.5mile-relay')).toBeNull();
  });

  it('writes a code every individual track and field event reads back as the same event (the results import reads Hy-Tek codes)', () => {
    const checked = CATALOGUE.filter((e) => e.category !== 'cross-country' && e.category !== 'combined' && e.kind !== 'relay');
    for (const e of checked) {
      const read = readTimingEvent(hytekEventCode(e.event)!);
      expect(read.kind === 'event' ? read.event : read.kind, e.event).toBe(e.event);
    }
  });

  it('names events for FinishLynx so the .lif header reads back as the event', () => {
    expect(lynxEventName('female-100m-hurdles', 'final')).toBe('Girls 100m Hurdles');
    expect(lynxEventName('male-400m', 'prelim')).toBe('Boys 400m Prelim');
    const read = readTimingEvent(lynxEventName('female-100m-hurdles', 'final'));
    expect(read).toEqual({ kind: 'event', event: '100m-hurdles', gender: 'female' });
  });

  it('seeds dashes, hurdles and short relays in lanes, 800m and up on a waterfall, field events in flights', () => {
    expect(seedingStyleOf('female-100m')).toBe('lanes');
    expect(seedingStyleOf('female-400m')).toBe('lanes');
    expect(seedingStyleOf('male-300m-hurdles')).toBe('lanes');
    expect(seedingStyleOf('male-4x400m-relay')).toBe('lanes');
    expect(seedingStyleOf('male-800m')).toBe('waterfall');
    expect(seedingStyleOf('male-4x800m-relay')).toBe('waterfall');
    expect(seedingStyleOf('male-3000m-steeplechase')).toBe('waterfall');
    expect(seedingStyleOf('male-long-jump')).toBe('flights');
    expect(seedingStyleOf('male-decathlon')).toBe('none');
  });
});
