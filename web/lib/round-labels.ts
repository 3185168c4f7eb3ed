import type { MeetEvent, ROUNDS } from '@core/api/meets';

export const ROUND_LABELS: Record<(typeof ROUNDS)[number], string> = {
  final: 'Final',
  prelim: 'Prelims',
  semi: 'Semifinal',
  heats: 'Heats',
  'time-trial': 'Time trial',
};

type Rounded = Pick<MeetEvent, 'eventType' | 'round'>;

/**
 * An event's title with its round when the round says something: any round but a final, and a
 * final beside other rounds of the same event ("Girls 800m · Prelims", "Girls 800m · Final").
 */
export const withRound = (title: string, event: Rounded, events: readonly Rounded[]): string => {
  const otherRounds = events.some((e) => e.eventType === event.eventType && e.round !== event.round);
  return event.round === 'final' && !otherRounds ? title : `${title} · ${ROUND_LABELS[event.round]}`;
};
