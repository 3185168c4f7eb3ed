/**
 * Senior outdoor world records of the field events in the catalogue (weight throw: indoor world bests), in millimetres, used as the
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
  javelin: { male: 98480, female: 72280 },
  hammer: { male: 86740, female: 82980 },
  // indoor world bests (35 lb / 20 lb weights); no official record exists
  'weight-throw': { male: 25860, female: 25600 },
};

/**
 * Senior world records of races, in milliseconds (men, women), used to warn about a time that is
 * almost surely a typo (123.4 typed for 12.34). Races without an official record (1600m, 55m, XC)
 * are judged by the record speed of the nearest distance (see core/marks/plausibility.ts).
 */
export const RACE_WORLD_RECORDS_MS: Readonly<Record<string, FieldWorldRecord>> = {
  '100m': { male: 9580, female: 10490 },
  '200m': { male: 19190, female: 21340 },
  '400m': { male: 43030, female: 47600 },
  '800m': { male: 100910, female: 113280 },
  '1500m': { male: 206000, female: 229040 },
  mile: { male: 223130, female: 247640 },
  '3000m': { male: 440670, female: 486110 },
  '5000m': { male: 755360, female: 840210 },
  '10000m': { male: 1571000, female: 1734140 },
  '110m-hurdles': { male: 12800, female: 12800 },
  '100m-hurdles': { male: 12120, female: 12120 },
  '400m-hurdles': { male: 45940, female: 50370 },
  '3000m-steeplechase': { male: 472110, female: 524320 },
  '4x100m-relay': { male: 36840, female: 40820 },
  '4x200m-relay': { male: 78630, female: 87460 },
  '4x400m-relay': { male: 174290, female: 195170 },
  '4x800m-relay': { male: 422430, female: 470170 },
  'indoor-60m': { male: 6340, female: 6920 },
  'indoor-60m-hurdles': { male: 7270, female: 7650 },
};
