import type { QueryParams } from '../core/types';

export const consentKeys = {
  all: ['consents'] as const,
  mine: () => [...consentKeys.all, 'mine'] as const,
  latest: () => [...consentKeys.all, 'latest'] as const,
  signUp: (params: QueryParams<'/api/profile/consents/sign-up', 'get'>) => [...consentKeys.all, 'sign-up', params] as const,
};
