import { makeAndModel, vehicleName } from '@/features/vehicles/vehicle-name';

describe('vehicle names (features/vehicles/vehicle-name.ts)', () => {
  it('puts the make before the model', () => {
    expect(makeAndModel({ brand: 'Aurora', model: 'Zenith' })).toBe('Aurora Zenith');
  });

  it('does not name the make twice when the model name starts with it', () => {
    expect(makeAndModel({ brand: 'Volta', model: 'Volta One' })).toBe('Volta One');
    expect(makeAndModel({ brand: 'VOLTA', model: 'Volta Spark' })).toBe('Volta Spark');
  });

  it('keeps a model that only begins with the same letters', () => {
    expect(makeAndModel({ brand: 'Volta', model: 'Voltage X' })).toBe('Volta Voltage X');
  });

  it("uses the owner's nickname as the name when there is one", () => {
    expect(vehicleName({ nickname: 'Familiebilen', model: 'Zenith' })).toBe('Familiebilen');
    expect(vehicleName({ nickname: '', model: 'Zenith' })).toBe('Zenith');
  });
});
