import { describe, expect, it } from 'vitest';
import type { MeetEvent } from '@core/api/meets';
import { lifEventOptions, roundLabel, suggestLifEvent } from './import-event-choice';

const event = (id: string, eventType: string, round: MeetEvent['round'] = 'final'): MeetEvent => {
  const [gender, ...rest] = eventType.split('-');
  return {
    id,
    meetId: 'm',
    eventType,
    round,
    position: 0,
    entries: [],
    gender: gender as MeetEvent['gender'],
    displayName: rest.join('-'),
    kind: rest.join('-').includes('relay') ? 'relay' : 'time',
  };
};

const EVENTS = [
  event('g100p', 'female-100m', 'prelim'),
  event('g100f', 'female-100m'),
  event('b100', 'male-100m'),
  event('b110h', 'male-110m-hurdles'),
  event('g4x1', 'female-4x100m-relay'),
];

describe('suggestLifEvent', () => {
  it.each([
    ['the final of the gender and event the header names', '3,1,1,Girls 100 Meter Dash,+1.3\n1,1,4,Okafor,Maya,LHS,12.41', 'g100f'],
    ['the only event of that kind without a gender word', '12,2,2,110 Meter Hurdles,-0.8', 'b110h'],
    ['nothing when boys and girls both run it and the name says neither', '3,1,1,100 Meter Dash,+1.3', null],
    ['nothing for an event the meet does not have', '5,1,1,Girls 400 Meter Dash,', null],
    ['nothing for a CSV', 'Event,First,Last,Mark\n100m,Maya,Okafor,12.41', null],
    ['nothing for empty text', '', null],
  ])('%s', (_label, text, id) => {
    expect(suggestLifEvent(text, EVENTS)).toBe(id);
  });
});

describe('lifEventOptions', () => {
  it('lists individual events with their round when it matters, without relays', () => {
    expect(lifEventOptions(EVENTS).map((o) => o.value)).toEqual(['g100p', 'g100f', 'b100', 'b110h']);
    expect(lifEventOptions(EVENTS)[0]!.label).toMatch(/· Prelims$/);
    expect(lifEventOptions(EVENTS)[2]!.label).not.toMatch(/·/);
  });
});

describe('roundLabel', () => {
  it.each([
    ['prelim', 'Prelims'],
    ['final', 'Final'],
    [null, null],
  ])('%s -> %s', (round, label) => {
    expect(roundLabel(round)).toBe(label);
  });
});
