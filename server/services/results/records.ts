/** What the results services hand to the presenters: a results row with the joins a page shows beside it. */
import type { RelayLeg } from '@core/api/results';
import type { ResultRow } from '../../db/schema';

export type RelayLegRecord = RelayLeg;

/** A results row with the joins a page shows beside it. */
export interface ResultRecord {
  row: ResultRow;
  meetName: string;
  date: string;
  season: string;
  seasonYear: number;
  round: string;
  athleteName: string | null;
  relayName: string | null;
  legs: RelayLegRecord[] | null;
}

/** What a result summary needs: the mark columns and the meet. */
export interface SummaryRecord {
  row: Pick<
    ResultRow,
    | 'id'
    | 'meetId'
    | 'eventType'
    | 'indoor'
    | 'markKind'
    | 'ms'
    | 'timing'
    | 'mm'
    | 'quarterInches'
    | 'nonMark'
    | 'points'
    | 'windTenths'
    | 'windAided'
    | 'legal'
    | 'place'
  >;
  meetName: string;
  date: string;
  season: string;
  seasonYear: number;
}
