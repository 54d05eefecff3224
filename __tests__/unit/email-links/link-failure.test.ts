import { ApiError } from '@/api-client/core/api-error';
import { RequiredError } from '@/api-client/core/required-params';
import { linkFailure } from '@/features/email-links/link-outcome';

const answered = (status: number) => new ApiError(`Request failed with status code ${status}`, status, 'GET /api/profile/invite/id', undefined);

describe('linkFailure: what a landing page says of a failed call', () => {
  it('410 is an expired link', () => {
    expect(linkFailure(answered(410))).toBe('expired');
  });

  it('404, 400 and an id the contract refuses are an unknown link', () => {
    expect(linkFailure(answered(404))).toBe('unknown');
    expect(linkFailure(answered(400))).toBe('unknown');
    expect(linkFailure(new RequiredError('customerId', 'getInvite', 'shape'))).toBe('unknown');
  });

  it('no answer, a timeout, a 5xx or anything else is an outage to retry', () => {
    expect(linkFailure(answered(0))).toBe('outage');
    expect(linkFailure(new ApiError('timeout', 0, 'GET x', undefined, { timedOut: true }))).toBe('outage');
    expect(linkFailure(answered(500))).toBe('outage');
    expect(linkFailure(answered(503))).toBe('outage');
    expect(linkFailure(new Error('boom'))).toBe('outage');
  });
});
