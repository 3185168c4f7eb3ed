import { NativeSelect, Stack, Switch } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { Organization } from '@core/api/organizations';
import { DEFAULT_HAND_TIME_RULE, HAND_TIME_RULE_LABELS, HAND_TIME_RULES } from '@core/marks';

/** The rule sets as the select names them, the default first and marked. */
export const HAND_TIME_RULE_OPTIONS = [DEFAULT_HAND_TIME_RULE, ...HAND_TIME_RULES.filter((r) => r !== DEFAULT_HAND_TIME_RULE)].map(
  (rule) => ({
    value: rule,
    label: `${HAND_TIME_RULE_LABELS[rule].name}${rule === DEFAULT_HAND_TIME_RULE ? ' (default)' : ''}: ${HAND_TIME_RULE_LABELS[rule].adds}`,
  }),
);

/**
 * What saving the team profile says when hand times are ranked anew (the server recomputes every
 * stored hand time's key in the same save: results, records, standards); null when nothing about
 * hand times changed.
 */
export const handTimeSavedMessage = (
  before: Pick<Organization, 'handTimeConversion' | 'handTimeRule'>,
  after: Pick<Organization, 'handTimeConversion' | 'handTimeRule'>,
): string | null => {
  if (before.handTimeConversion && !after.handTimeConversion) return 'Hand times are now ranked as timed, without conversion.';
  if (!after.handTimeConversion) return null;
  if (before.handTimeConversion && before.handTimeRule === after.handTimeRule) return null;
  return `Hand times re-ranked by the ${HAND_TIME_RULE_LABELS[after.handTimeRule].name} rule: records, leaders and standards recomputed.`;
};

/** The team's hand-time setting: convert hand times to compare them, and the rule set converting them. */
export function HandTimeSettings({
  conversion,
  rule,
  converting,
}: {
  /** the form's props of the switch (handTimeConversion, as a checkbox) */
  conversion: GetInputPropsReturnType;
  /** the form's props of the rule select (handTimeRule) */
  rule: GetInputPropsReturnType;
  converting: boolean;
}) {
  return (
    <Stack gap="xs">
      <Switch
        label="Convert hand times for comparison"
        description="Adds the rule's offset to a hand time when ranking it against electronic (FAT) times: records, leaders, PRs, standards."
        {...conversion}
      />
      {/* a native select: the long option texts wrap on a phone, and a screen reader reads them whole */}
      <NativeSelect
        label="Hand-time rule"
        description="Which conversion the team ranks by. Changing it re-ranks every hand time already saved."
        data={HAND_TIME_RULE_OPTIONS}
        disabled={!converting}
        {...rule}
      />
    </Stack>
  );
}
