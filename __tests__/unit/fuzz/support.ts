import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';

export interface Answer {
  status: number;
  headers: Record<string, string | string[]>;
  body: unknown;
}

/** A request as Next hands it to an API route: a readable body with method, url and headers. */
export function fakeRequest(init: { method: string; url?: string; headers: Record<string, string | string[]>; body?: Buffer }): NextApiRequest {
  const stream = Readable.from(init.body && init.body.length > 0 ? [init.body] : []);
  return Object.assign(stream, {
    method: init.method,
    url: init.url ?? '/api/auth/route',
    headers: Object.fromEntries(Object.entries(init.headers).map(([name, value]) => [name.toLowerCase(), value])),
    socket: {},
    query: {},
  }) as unknown as NextApiRequest;
}

/** A response with the helpers Next adds (status, json), recording what the route answered. */
export function fakeResponse(): { res: NextApiResponse; answer: Answer; ended: () => boolean } {
  const answer: Answer = { status: 200, headers: {}, body: undefined };
  let done = false;
  const res = {
    setHeader(name: string, value: string | string[]) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader: (name: string) => answer.headers[name.toLowerCase()],
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
      done = true;
    },
    send(body: unknown) {
      answer.body = body;
      done = true;
    },
    end() {
      done = true;
    },
  };
  return { res: res as unknown as NextApiResponse, answer, ended: () => done };
}
