import { MILEAGE_MAX_KM, PREDICTED_MILEAGE_MAX_KM } from '@/config/vehicles';
import { mileageProblem, parseKilometres, predictedMileageProblem } from '@/features/vehicles/mileage-rules';

describe('mileage rules', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['48210,5', 'wholeKm'],
    ['12.5e3', 'wholeKm'],
    ['-50000', 'wholeKm'],
    ['abc', 'wholeKm'],
    ['48209', 'belowLast'],
    [String(MILEAGE_MAX_KM + 1), 'tooHigh'],
  ])('refuses %j as %s', (text, problem) => {
    expect(mileageProblem(text, 48_210)).toBe(problem);
  });

  it.each(['48210', '48 210', '48.210', String(MILEAGE_MAX_KM)])('accepts %j', (text) => {
    expect(mileageProblem(text, 48_210)).toBeUndefined();
  });

  it('reads thousands separators as the owner types them', () => {
    expect(parseKilometres('1 234 567')).toBe(1_234_567);
    expect(parseKilometres('1.234')).toBe(1_234);
    expect(parseKilometres('1,5')).toBeNull();
  });

  it('bounds the predicted yearly mileage and never compares it with the odometer', () => {
    expect(MILEAGE_MAX_KM).toBe(2_000_000);
    expect(predictedMileageProblem('0')).toBeUndefined();
    expect(predictedMileageProblem(String(PREDICTED_MILEAGE_MAX_KM))).toBeUndefined();
    expect(predictedMileageProblem(String(PREDICTED_MILEAGE_MAX_KM + 1))).toBe('tooHigh');
    expect(predictedMileageProblem('15000.5')).toBe('wholeKm');
    expect(predictedMileageProblem('')).toBe('required');
  });
});
