import { EARLY_CALL_MAX_AGE_MS, EARLY_CALLS_GLOBAL } from '@/config/boot';

/**
 * Early calls: on a page whose largest paint is the owner's data (the rewards and news lists, the
 * Points tab's balance, and on sites that ask for consent again the prompt over that tab), the
 * static page's head sends the page's first calls itself, with the session's access token, while
 * the page's scripts load (lib/boot/early-calls-script.ts). Without them a call could start only once
 * every script had loaded and run, and the list's first picture only after its answer: two round
 * trips after the scripts, on a phone's network the page's last second. The API client takes an
 * early call's answer as the answer of its own first call of the same address and session
 * (api-client/core/early-answers.ts); what it does not take is never used, and the token store
 * forgets them all when the session ends (lib/boot/session-end.ts).
 */

/** One answer, as the script read it: the client parses the body as it parses its own. */
export interface EarlyAnswer {
  status: number;
  body: string;
  contentType: string;
}

/**
 * One call the head sent: its address, the Authorization it sent, when, and its answer (undefined
 * when it failed). The Authorization says which session the answer belongs to; it is no more
 * exposed here than in the sessionStorage it came from, and goes when the call is taken, when it
 * is too old (at the next take) and when the session ends.
 */
export interface EarlyCall {
  url: string;
  authorization: string;
  at: number;
  answer: Promise<EarlyAnswer | undefined>;
}

/** An address compared without the order of its query's parameters (the script and axios may differ in it). */
export function callAddress(url: string): string {
  try {
    const parsed = new URL(url);
    // By name; a list's values keep their order.
    parsed.searchParams.sort();
    return `${parsed.origin}${parsed.pathname}?${parsed.searchParams.toString()}`;
  } catch {
    return url;
  }
}

function earlyCalls(): EarlyCall[] | undefined {
  if (typeof window === 'undefined') return undefined;
  const calls: unknown = (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
  return Array.isArray(calls) ? (calls as EarlyCall[]) : undefined;
}

/**
 * The answer of the early call of `url` sent with `authorization` (the same session), when there is
 * one not yet taken and at most EARLY_CALL_MAX_AGE_MS old. Taking it removes it: it answers one call.
 */
export function takeEarlyCall(url: string, authorization: string, now = Date.now()): Promise<EarlyAnswer | undefined> | undefined {
  const calls = earlyCalls();
  if (!calls || calls.length === 0) return undefined;
  // What is too old to be taken goes (with the token it was sent with).
  const fresh = calls.filter((call) => typeof call === 'object' && call !== null && now - call.at <= EARLY_CALL_MAX_AGE_MS);
  const address = callAddress(url);
  const index = fresh.findIndex((call) => call.authorization === authorization && callAddress(call.url) === address);
  const taken = index < 0 ? undefined : fresh.splice(index, 1)[0];
  calls.splice(0, calls.length, ...fresh);
  return taken?.answer;
}
