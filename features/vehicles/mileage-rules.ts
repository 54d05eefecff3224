import { MILEAGE_MAX_KM, PREDICTED_MILEAGE_MAX_KM } from '@/config/vehicles';

/** Why a typed mileage cannot be saved; each is a key under `mileage.problem` in the vehicle namespace. */
export type MileageProblem = 'required' | 'wholeKm' | 'belowLast' | 'tooHigh';

/** Digits in groups of three, as an owner may type them ("48.210", "48 210"); never a decimal part. */
const KILOMETRES = /^(?:\d+|\d{1,3}(?:[ .\u00a0\u202f]\d{3})+)$/;

/** Whole kilometres, with the thousands separators an owner may type removed; null when it is not that. */
export function parseKilometres(text: string): number | null {
  const trimmed = text.trim();
  return KILOMETRES.test(trimmed) ? Number(trimmed.replace(/\D/g, '')) : null;
}

/** The current mileage: whole kilometres, never below the last recorded one, never above the typo bound. */
export function mileageProblem(text: string, lastRecorded: number): MileageProblem | undefined {
  if (text.trim() === '') return 'required';
  const value = parseKilometres(text);
  if (value === null) return 'wholeKm';
  if (value < lastRecorded) return 'belowLast';
  if (value > MILEAGE_MAX_KM) return 'tooHigh';
  return undefined;
}

/** The expected kilometres a year: whole kilometres up to the typo bound. */
export function predictedMileageProblem(text: string): Exclude<MileageProblem, 'belowLast'> | undefined {
  if (text.trim() === '') return 'required';
  const value = parseKilometres(text);
  if (value === null) return 'wholeKm';
  if (value > PREDICTED_MILEAGE_MAX_KM) return 'tooHigh';
  return undefined;
}
