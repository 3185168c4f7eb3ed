/**
 * How pages name the hand-time rule sets (conversion.ts): the team settings' select, and the line
 * that says on records, leaders and standards which rule hand times were compared by. The offsets
 * written here are checked against conversion.ts in hand-time-rule-labels.test.ts.
 */
import type { HandTimeConversion, HandTimeRule } from './types';

export interface HandTimeRuleLabel {
  /** the rule set's name: "Track & Field News" */
  name: string;
  /** what it adds, by race length */
  adds: string;
}

export const HAND_TIME_RULE_LABELS: Readonly<Record<HandTimeRule, HandTimeRuleLabel>> = {
  splits: { name: 'Splits default', adds: '+0.24 s up to 200 m, +0.14 s from 300 m to 400 m' },
  'world-athletics-ncaa': { name: 'World Athletics / NCAA', adds: '+0.24 s up to 400 m' },
  tfn: { name: 'Track & Field News', adds: '+0.24 s up to 200 m, +0.14 s from 300 m to under 800 m' },
  nfhs: { name: 'NFHS', adds: '+0.24 s in every race' },
};

/** "Track & Field News (+0.24 s up to 200 m, +0.14 s from 300 m to under 800 m)" */
export const handTimeRuleTitle = (rule: HandTimeRule): string =>
  `${HAND_TIME_RULE_LABELS[rule].name} (${HAND_TIME_RULE_LABELS[rule].adds})`;

/** The sentence a page shows under marks compared by the team's setting: converted by the rule named, or as timed. */
export const handTimeComparisonSentence = (conversion: HandTimeConversion): string =>
  conversion === false
    ? 'Hand times are compared as timed: the team has turned hand-to-FAT conversion off.'
    : `Hand times are compared after conversion to FAT by the ${handTimeRuleTitle(conversion === true ? 'splits' : conversion)} rule.`;
