import { REQUEST_NAME_MAX_LENGTH } from '@/config/api';
import { requestName } from '@/api-client/core/request-name';

describe('requestName', () => {
  it.each([
    ['get', '/api/profile', 'get_api_profile'],
    ['PUT', '/api/profile/vehicles/3f1c2a9e-5b7d-4c1e-9a2b-8d7e6f5a4b3c/mileage', 'put_api_profile_vehicles_id_mileage'],
    ['delete', '/api/profile/vehicles/3F1C2A9E-5B7D-4C1E-9A2B-8D7E6F5A4B3C', 'delete_api_profile_vehicles_id'],
    ['post', '/identity/change-password', 'post_identity_change_password'],
    ['get', '/api/profile/gift-cards/4000123456', 'get_api_profile_gift_cards_4000123456'],
    ['put', '/api/profile/device-token/update?deviceToken=abc', 'put_api_profile_device_token_update'],
    ['get', 'http://127.0.0.1:4010/aurora-dk/api/profile/news', 'get_aurora_dk_api_profile_news'],
  ])('%s %s → %s', (method, url, expected) => {
    expect(requestName(method, url)).toBe(expected);
  });

  it('treats only UUID-looking segments as ids', () => {
    expect(requestName('put', '/api/profile/vehicles/not-a-uuid-at-all/mileage')).toBe(
      'put_api_profile_vehicles_not_a_uuid_at_a',
    );
    expect(requestName('put', '/api/profile/vehicles/3f1c2a9e5b7d4c1e9a2b8d7e6f5a4b3c')).toBe(
      'put_api_profile_vehicles_3f1c2a9e5b7d4c1',
    );
  });

  it('truncates to 40 characters, after replacing ids', () => {
    expect(REQUEST_NAME_MAX_LENGTH).toBe(40);
    const name = requestName('put', '/api/profile/preferred-retailer-sites/service/8c2d1e0f-9a8b-4c6d-8e4f-4a3b8c2d1e0f');
    expect(name).toBe('put_api_profile_preferred_retailer_sites');
    expect(name).toHaveLength(40);
    expect(requestName('get', '/api/profile/roadside-assistance/market/DK/brand/AUR')).toBe(
      'get_api_profile_roadside_assistance_mark',
    );
    expect(requestName('put', '/api/profile/3f1c2a9e-5b7d-4c1e-9a2b-8d7e6f5a4b3c/reward/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d')).toBe(
      'put_api_profile_id_reward_id',
    );
  });
});
