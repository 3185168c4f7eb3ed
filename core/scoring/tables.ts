/**
 * How a meet is scored and the points tables (decision 027). Dual and tri meets score three places
 * 5-3-1 and relays 5-0 (only the winning relay scores), invitationals eight places 10-8-6-5-4-3-2-1 in
 * every event; a meet may give its own table instead. Cross-country is scored by places (low wins).
 */
export const MEET_SCORINGS = ['none', 'dual', 'tri', 'invitational', 'cross-country'] as const;
export type MeetScoring = (typeof MEET_SCORINGS)[number];

export const MEET_SCORING_LABELS: Readonly<Record<MeetScoring, string>> = {
  none: 'Not scored',
  dual: 'Dual meet',
  tri: 'Tri meet',
  invitational: 'Invitational',
  'cross-country': 'Cross-country (low score wins)',
};

/** Points by place (index 0 is first place) for individual events and for relays. */
export interface ScoringTable {
  individual: number[];
  relay: number[];
}

export type TrackScoring = Extract<MeetScoring, 'dual' | 'tri' | 'invitational'>;

export const DEFAULT_SCORING_TABLES: Readonly<Record<TrackScoring, ScoringTable>> = {
  dual: { individual: [5, 3, 1], relay: [5] },
  tri: { individual: [5, 3, 1], relay: [5] },
  invitational: { individual: [10, 8, 6, 5, 4, 3, 2, 1], relay: [10, 8, 6, 5, 4, 3, 2, 1] },
};

export const isTrackScoring = (s: MeetScoring): s is TrackScoring => s === 'dual' || s === 'tri' || s === 'invitational';

/** The table a meet scores with: its own when it has one, else the default of its scoring. */
export const scoringTableOf = (scoring: TrackScoring, own: ScoringTable | null): ScoringTable => own ?? DEFAULT_SCORING_TABLES[scoring];

/** "5-3-1" */
export const tableText = (points: readonly number[]): string => (points.length === 0 ? '0' : points.join('-'));

/** "10-8-6" or "10, 8, 6" read as points; null when it is not a list of 1 to 20 non-negative numbers. */
export const readTableText = (text: string): number[] | null => {
  const parts = text
    .trim()
    .split(/[\s,;-]+/)
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 20) return null;
  const points = parts.map(Number);
  return points.every((p) => Number.isFinite(p) && p >= 0 && p <= 100 && Math.round(p * 2) === p * 2) ? points : null;
};
