import { onSessionEnd, type SessionStorages } from '@/lib/auth/session-end';
import { COUNT_HINT_KEYS, EARLY_CALLS_GLOBAL, PICTURE_HINT_KEY } from '@/config/boot';

const HINT_PREFIXES = Object.values(COUNT_HINT_KEYS).map((key) => `${key}:`);

/** The owner's count hints (config/boot.ts, COUNT_HINT_KEYS) in a storage: `<hint key>:<scope>`. */
function countHintKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key && HINT_PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  return keys;
}

/**
 * What the page boot kept of the owner goes when the session ends (lib/auth/session-end.ts), so
 * the next person at the browser learns nothing of them: the remembered picture
 * (lib/boot/picture-hint.ts), the counts of their lists (lib/boot/count-hint.ts) and the calls the
 * page's head sent with their token (lib/boot/early-calls.ts): none may answer another's call.
 */
export function forgetWhatTheBootKept({ local }: SessionStorages): void {
  local.removeItem(PICTURE_HINT_KEY);
  for (const key of countHintKeys(local)) local.removeItem(key);
  if (typeof window !== 'undefined') delete (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
}

// Listening from the moment this module loads: the session's provider loads it on every page
// (features/auth/auth-provider.tsx), and so does every part of the boot that keeps something.
onSessionEnd(forgetWhatTheBootKept);
