/** @jest-environment node */
import type { NextApiRequest, NextApiResponse } from 'next';
import health from '@/pages/api/health';

function call(method: string) {
  const answer = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> };
  const res = {
    setHeader: (name: string, value: string) => {
      answer.headers[name.toLowerCase()] = value;
    },
    status: (code: number) => {
      answer.status = code;
      return res;
    },
    json: (body: unknown) => {
      answer.body = body;
    },
  };
  health({ method } as NextApiRequest, res as unknown as NextApiResponse);
  return answer;
}

describe('GET /api/health', () => {
  const before = process.env.REDIS_URL;
  afterEach(() => {
    if (before === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = before;
  });

  it('answers 200, never cached, and names the page cache in use', () => {
    delete process.env.REDIS_URL;
    expect(call('GET')).toEqual({ status: 200, body: { status: 'ok', cache: 'local' }, headers: { 'cache-control': 'no-store' } });
    process.env.REDIS_URL = 'redis://127.0.0.1:6390';
    expect(call('GET').body).toEqual({ status: 'ok', cache: 'redis' });
  });

  it('refuses other methods with 405 and Allow', () => {
    expect(call('POST')).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } });
  });
});
