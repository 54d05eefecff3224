import { MILEAGE_MAX_KM, PREDICTED_MILEAGE_MAX_KM } from '@/config/vehicles';

/** Why a typed mileage cannot be saved; each is a key under `mileage.problem` in the vehicle namespace. */
export type MileageProblem = 'required' | 'wholeKm' | 'belowLast' | 'tooHigh';

/** Digits only, with the thousands separators an owner may type ("48.210", "48 210") removed. */
export function parseKilometres(text: string): number | null {
  const compact = text.replace(/[\s.\u00a0\u202f]/g, '');
  return /^\d+$/.test(compact) ? Number(compact) : null;
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
