/** What differs per market and per brand in the demo data. */
export type MarketId = 'DK' | 'SE';
export type BrandId = 'AUR' | 'VLT';

export interface MarketInfo {
  marketId: MarketId;
  countryCode: string;
  currency: string;
  language: 'da' | 'sv';
  phonePrefix: string;
}

export const MARKETS: Record<MarketId, MarketInfo> = {
  DK: { marketId: 'DK', countryCode: 'DK', currency: 'DKK', language: 'da', phonePrefix: '+45' },
  SE: { marketId: 'SE', countryCode: 'SE', currency: 'SEK', language: 'sv', phonePrefix: '+46' },
};

/** How a model's body is drawn (api-client/mocks/images.ts). */
export type BodyStyle = 'saloon' | 'suv' | 'hatchback';

export interface ModelInfo {
  modelId: string;
  name: string;
  body: BodyStyle;
  fuelType: 'petrol' | 'hybrid' | 'plug-in-hybrid' | 'electric';
  variants: string[];
  modelYears: number[];
}

export interface BrandInfo {
  brandId: BrandId;
  brand: string;
  name: string;
  vinPrefix: string;
  models: ModelInfo[];
}

export const BRANDS: Record<BrandId, BrandInfo> = {
  AUR: {
    brandId: 'AUR',
    brand: 'aurora',
    name: 'Aurora',
    vinPrefix: 'KNU',
    models: [
      { modelId: 'aur-solstice', body: 'suv', name: 'Solstice', fuelType: 'hybrid', variants: ['1.6 HEV Advance', '1.6 HEV Ultimate'], modelYears: [2021, 2022, 2023, 2024] },
      { modelId: 'aur-nova', body: 'hatchback', name: 'Nova', fuelType: 'petrol', variants: ['1.0 T-GDi Essential', '1.0 T-GDi Style'], modelYears: [2020, 2021, 2022, 2023] },
      { modelId: 'aur-zenith', body: 'saloon', name: 'Zenith', fuelType: 'electric', variants: ['77 kWh RWD', '77 kWh AWD'], modelYears: [2023, 2024, 2025] },
      { modelId: 'aur-meridian', body: 'suv', name: 'Meridian', fuelType: 'plug-in-hybrid', variants: ['1.6 PHEV Business', '1.6 PHEV Premium'], modelYears: [2022, 2023, 2024] },
    ],
  },
  VLT: {
    brandId: 'VLT',
    brand: 'volta',
    name: 'Volta',
    vinPrefix: 'YVE',
    models: [
      { modelId: 'vlt-one', body: 'saloon', name: 'Volta One', fuelType: 'electric', variants: ['Standard Range', 'Long Range'], modelYears: [2021, 2022, 2023, 2024] },
      { modelId: 'vlt-two', body: 'suv', name: 'Volta Two', fuelType: 'electric', variants: ['Long Range AWD', 'Performance'], modelYears: [2022, 2023, 2024, 2025] },
      { modelId: 'vlt-spark', body: 'hatchback', name: 'Volta Spark', fuelType: 'electric', variants: ['City', 'City+'], modelYears: [2023, 2024, 2025] },
    ],
  },
};
