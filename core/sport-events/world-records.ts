/**
 * Senior outdoor world records of the field events in the catalogue, in millimetres, used as the
 * plausibility cap for field marks (a mark beyond 120% of the record is refused). Shot put and
 * discus are the senior implements (men 7.26 kg / 2 kg, women 4 kg / 1 kg); high-school implements
 * are lighter, yet the senior record is the cap for them too (120% leaves ample room).
 */
export interface FieldWorldRecord {
  male: number;
  female: number;
}

export const FIELD_WORLD_RECORDS_MM: Readonly<Record<string, FieldWorldRecord>> = {
  'high-jump': { male: 2450, female: 2100 },
  'pole-vault': { male: 6300, female: 5060 },
  'long-jump': { male: 8950, female: 7520 },
  'triple-jump': { male: 18290, female: 15670 },
  'shot-put': { male: 23560, female: 22630 },
  discus: { male: 75560, female: 76800 },
};
