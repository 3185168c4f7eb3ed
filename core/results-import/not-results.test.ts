import { describe, expect, it } from 'vitest';
import evt from './fixtures/lynx.evt?raw';
import ppl from './fixtures/lynx.ppl?raw';
import sch from './fixtures/lynx.sch?raw';
import girls100 from './fixtures/girls-100m-final.lif?raw';
import noHeader from './fixtures/no-header.lif?raw';
import races from './fixtures/session-several-races.lif?raw';
import textRound from './fixtures/boys-100m-heat-text-round.lif?raw';
import invitational from './fixtures/spring-invitational.txt?raw';
import { LYNX_INPUT_MESSAGES, lynxInputFile } from './not-results';

describe('lynxInputFile', () => {
  it.each([
    ['a start list (lynx.evt)', evt, 'start-list'],
    ['a schedule (lynx.sch)', sch, 'schedule'],
    ['a people file (lynx.ppl)', ppl, 'people'],
  ])('%s is recognised', (_label, text, kind) => {
    expect(lynxInputFile(text)).toBe(kind);
  });

  it.each([
    ['a .lif', girls100],
    ['a .lif of several races', races],
    ['a .lif with DNS rows and an empty lane', textRound],
    ['.lif lines without the header', noHeader],
    ['a Hy-Tek export', invitational],
    ['a CSV', 'Event,First,Last,Mark\n100m,Maya,Okafor,12.41'],
    ['numbers first but a CSV row next', '1,2,3,Total\n4,5'],
    ['empty', ''],
  ])('%s is not', (_label, text) => {
    expect(lynxInputFile(text)).toBeNull();
  });

  it('says what each file is and which file to upload instead', () => {
    for (const message of Object.values(LYNX_INPUT_MESSAGES)) expect(message).toMatch(/FinishLynx .*\.lif files/);
  });
});
