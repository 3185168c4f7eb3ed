import type { ROUNDS } from '@core/api/meets';

export const ROUND_LABELS: Record<(typeof ROUNDS)[number], string> = {
  final: 'Final',
  prelim: 'Prelims',
  semi: 'Semifinal',
  heats: 'Heats',
  'time-trial': 'Time trial',
};
