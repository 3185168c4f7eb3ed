/**
 * FinishLynx's input files, which are no results: the start list (lynx.evt: each race's header and
 * its competitors, with no place or time), the schedule (lynx.sch: event, round, heat of each race,
 * ";" comments) and the people file (lynx.ppl: ID, last name, first name, affiliation). A coach who
 * uploads one by mistake is told what it is and which file to upload instead, never shown a table of
 * "missing columns".
 */
import { numberedLines, splitFields } from './delimited';
import { lifRaces } from './lif';

export type LynxInputFile = 'start-list' | 'schedule' | 'people';

const TIME = /^\d+(:\d{1,2}){0,2}(\.\d+)?$/;

export const LYNX_INPUT_MESSAGES: Readonly<Record<LynxInputFile, string>> = {
  'start-list':
    'This is a FinishLynx start list (lynx.evt): it says who runs in each heat, not how they finished. Import the results FinishLynx writes after each race (.lif files).',
  schedule:
    'This is a FinishLynx schedule (lynx.sch): it lists the races (event, round, heat), not their results. Import the results FinishLynx writes after each race (.lif files).',
  people:
    'This is a FinishLynx people file (lynx.ppl): it lists the athletes (ID, name, team), not results. Import the results FinishLynx writes after each race (.lif files); add athletes on the roster page.',
};

/** Which FinishLynx input file the text is, or null when it may hold results. */
export const lynxInputFile = (text: string): LynxInputFile | null => {
  const lines = numberedLines(text).filter((l) => !l.text.trim().startsWith(';'));
  if (lines.length === 0) return null;
  const rows = lines.map((l) => splitFields(l.text, ','));
  if (rows.every((f) => f.length <= 3 && f.every((x) => /^\d+$/.test(x)))) return 'schedule';
  const races = lifRaces(text);
  if (races.length > 0) {
    const competitors = races.flatMap((r) => r.lines.map((l) => l.fields));
    // a start list's competitor lines have no place and no time (FinishLynx writes its own .lif with them)
    const finished = competitors.some((f) => (f[0] ?? '') !== '' || TIME.test(f[6] ?? ''));
    return competitors.length > 0 && !finished ? 'start-list' : null;
  }
  const person = (f: string[]) =>
    f.length >= 3 &&
    f.length <= 10 &&
    /^\d+$/.test(f[0]!) &&
    /[A-Za-z]/.test(f[1]!) &&
    /[A-Za-z]/.test(f[2]!) &&
    !f.some((x) => TIME.test(x) && x.includes('.'));
  return rows.every(person) ? 'people' : null;
};
