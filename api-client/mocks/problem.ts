import { HttpResponse } from 'msw';

/** An error answer of the mock: thrown anywhere in a handler, sent as application/problem+json (RFC 9457). */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(`${status} ${title}`);
    this.name = 'HttpProblem';
  }
}

export function problemResponse(problem: HttpProblem): Response {
  return HttpResponse.json(
    {
      type: 'about:blank',
      title: problem.title,
      status: problem.status,
      ...(problem.detail ? { detail: problem.detail } : {}),
      ...(problem.errors ? { errors: problem.errors } : {}),
    },
    { status: problem.status, headers: { 'Content-Type': 'application/problem+json', ...problem.headers } },
  );
}

export const badRequest = (detail: string, errors?: Record<string, string[]>) =>
  new HttpProblem(400, 'Bad Request', detail, errors);
export const unauthorized = (detail: string) =>
  new HttpProblem(401, 'Unauthorized', detail, undefined, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
export const forbidden = (detail: string) => new HttpProblem(403, 'Forbidden', detail);
export const notFound = (detail: string) => new HttpProblem(404, 'Not Found', detail);
export const conflict = (detail: string) => new HttpProblem(409, 'Conflict', detail);
/** What was there is no more (an expired invitation, a closed account's e-mail link). */
export const gone = (detail: string) => new HttpProblem(410, 'Gone', detail);
