/**
 * Remembers a loaded value for a while. Concurrent callers share one load (a build renders many
 * pages needing the same namespaces at once); a failed load is forgotten so the next call tries again.
 */
export function createTtlCache<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): { value: Promise<T>; loaded: boolean } {
      const entry = entries.get(key);
      if (entry && now() < entry.expires) return { value: entry.value, loaded: false };
      const value = load();
      const fresh = { expires: now() + ttlMs, value };
      entries.set(key, fresh);
      value.catch(() => {
        if (entries.get(key) === fresh) entries.delete(key);
      });
      return { value, loaded: true };
    },
    clear() {
      entries.clear();
    },
  };
}
