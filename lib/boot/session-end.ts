import { onSessionEnd } from '@/lib/auth/token-store';
import { COUNT_HINT_KEYS, EARLY_CALLS_GLOBAL, LIST_PICTURE_HINT_KEY, PICTURE_HINT_KEY } from '@/config/boot';

const HINT_PREFIXES = [...Object.values(COUNT_HINT_KEYS), LIST_PICTURE_HINT_KEY].map((key) => `${key}:`);

/**
 * What the page boot kept of the owner goes when the session ends (onSessionEnd,
 * lib/auth/token-store.ts), so the next person at the browser learns nothing of them: the remembered pictures
 * (home's, lib/boot/picture-hint.ts; the lists', lib/boot/early-calls-script.ts), the counts of their lists (lib/boot/count-hint.ts) and the calls the
 * page's head sent with their token (lib/boot/early-calls.ts): none may answer another's call.
 */
export function forgetWhatTheBootKept({ local }: { local: Storage }): void {
  local.removeItem(PICTURE_HINT_KEY);
  // The owner's count hints (config/boot.ts, COUNT_HINT_KEYS) and lists' pictures, kept as `<hint key>:<scope>`: found
  // first, then removed (a storage's order of keys may change as keys go).
  const hints: string[] = [];
  for (let index = 0; index < local.length; index += 1) {
    const key = local.key(index);
    if (key && HINT_PREFIXES.some((prefix) => key.startsWith(prefix))) hints.push(key);
  }
  for (const key of hints) local.removeItem(key);
  if (typeof window !== 'undefined') delete (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
}

// Listening from the moment this module loads: the session's provider loads it on every page
// (features/auth/auth-provider.tsx), before any session can end. Only there: a module loaded by
// one part of _app is folded into it, one loaded from several chunks costs _app bytes of its own.
onSessionEnd(forgetWhatTheBootKept);
