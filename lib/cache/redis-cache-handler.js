// @ts-check
/**
 * Next's incremental cache (the pages that regenerate, docs/product.md#constants) kept in Redis, so
 * several instances behind a load balancer share one copy: a page regenerated on one instance
 * (a translation changed in the blob store) is what every instance serves next.
 * next.config.js uses it only when REDIS_URL is set; without it Next keeps its own per-instance
 * cache, as a single instance always has.
 *
 * Plain CommonJS on purpose: `next start` loads this file itself, untranspiled.
 * Maintained handler packages did not fit (checked 2026-11): @neshca/cache-handler supports
 * Next < 15 only, @fortedigital/nextjs-cache-handler 3.x needs Node 22. This one is small and
 * uses the official client (@redis/client, the core of the `redis` package).
 *
 * Redis keys (REDIS_KEY_PREFIX, default "owner-portal", then the build id, so two deployments
 * sharing one Redis never serve each other's pages):
 *   <prefix>:<build>:entry:<cache key>  one JSON entry { lastModified, value, tags, cacheControl }
 *   <prefix>:<build>:tags               hash tag -> when it was last invalidated (ms)
 * An entry older than the invalidation of any of its tags is a miss (tag invalidation).
 *
 * If Redis is unreachable, reads miss and writes are dropped (each instance then renders pages
 * itself, as without Redis) with one log line when it goes and one when it is back; no request
 * waits longer than REDIS_OPERATION_TIMEOUT_MS for it.
 */
const fs = require('node:fs');
const path = require('node:path');

const REDIS_OPERATION_TIMEOUT_MS = 500;
/** Entries without their own expiry are dropped by Redis after this long (a stale page is still served until then). */
const DEFAULT_ENTRY_TTL_SECONDS = 30 * 24 * 3600;
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * JSON that keeps Buffers and Maps (app-router values and images carry them; pages are strings).
 * @param {unknown} value
 */
function serialize(value) {
  return JSON.stringify(value, function replacer(key, replaced) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return replaced;
  });
}

/** @param {string} text @returns {any} */
function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value.$buffer === 'string' && Object.keys(value).length === 1) return Buffer.from(value.$buffer, 'base64');
      if (Array.isArray(value.$map) && Object.keys(value).length === 1) return new Map(value.$map);
    }
    return value;
  });
}

/**
 * The tags an entry answers to: the fetch's own tags or the page's tags header.
 * @param {any} data @param {any} ctx @returns {string[]}
 */
function tagsOf(data, ctx) {
  if (ctx && Array.isArray(ctx.tags)) return ctx.tags.filter((/** @type {unknown} */ tag) => typeof tag === 'string');
  const header = data && data.headers ? data.headers[TAGS_HEADER] : undefined;
  return typeof header === 'string' && header ? header.split(',') : [];
}

/**
 * @template T
 * @param {Promise<T>} promise @param {number} ms @returns {Promise<T>}
 */
function withTimeout(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return Promise.race([
    promise,
    new Promise((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Never the URL itself: it may carry a password.
 * @param {string | undefined} url
 */
function describeRedis(url) {
  if (!url) return 'the configured Redis';
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 6379}`;
  } catch {
    return 'the configured Redis';
  }
}

/**
 * The store over one Redis client (any object with the node-redis v4+ methods used here; the
 * unit tests pass a fake). `log` receives the outage lines.
 * @param {{ client: any; prefix: string; timeoutMs?: number; now?: () => number; log?: (line: string) => void; where?: string }} options
 */
function createRedisPageStore({ client, prefix, timeoutMs = REDIS_OPERATION_TIMEOUT_MS, now = Date.now, log = console.warn, where = 'Redis' }) {
  let healthy = true;
  const entryKey = (/** @type {string} */ key) => `${prefix}:entry:${key}`;
  const tagsKey = `${prefix}:tags`;

  /** @param {unknown} error */
  function failed(error) {
    if (healthy) {
      healthy = false;
      const reason = error instanceof Error ? error.message : String(error);
      log(`[cache] shared page cache at ${where} unavailable (${reason}): this instance renders and serves pages on its own until it answers again`);
    }
  }
  function succeeded() {
    if (!healthy) {
      healthy = true;
      log(`[cache] shared page cache at ${where} answers again: pages are shared between instances again`);
    }
  }
  /**
   * @template T
   * @param {() => Promise<T>} operation @returns {Promise<T>}
   */
  async function run(operation) {
    if (!client.isReady) throw new Error('not connected');
    const result = await withTimeout(operation(), timeoutMs);
    succeeded();
    return result;
  }

  return {
    /** @param {string} key @returns {Promise<null | { lastModified: number; value: any; cacheControl?: any }>} */
    async get(key) {
      try {
        const raw = await run(() => client.get(entryKey(key)));
        if (!raw) return null;
        const entry = deserialize(raw);
        if (entry.tags && entry.tags.length > 0) {
          const invalidated = await run(() => client.hmGet(tagsKey, entry.tags));
          if (invalidated.some((/** @type {string | null} */ at) => at && Number(at) > entry.lastModified)) return null;
        }
        return { lastModified: entry.lastModified, value: entry.value, ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}) };
      } catch (error) {
        failed(error);
        return null;
      }
    },
    /** @param {string} key @param {any} data @param {any} ctx */
    async set(key, data, ctx) {
      try {
        if (data === null || data === undefined) {
          await run(() => client.del(entryKey(key)));
          return;
        }
        const cacheControl = ctx && ctx.cacheControl ? ctx.cacheControl : undefined;
        const expire = cacheControl && typeof cacheControl.expire === 'number' ? cacheControl.expire : DEFAULT_ENTRY_TTL_SECONDS;
        const entry = { lastModified: now(), value: data, tags: tagsOf(data, ctx), cacheControl };
        await run(() =>
          client.set(entryKey(key), serialize(entry), { EX: Math.max(1, Math.min(expire, DEFAULT_ENTRY_TTL_SECONDS)) }),
        );
      } catch (error) {
        failed(error);
      }
    },
    /** @param {string | string[]} tags */
    async revalidateTag(tags) {
      const list = (Array.isArray(tags) ? tags : [tags]).filter(Boolean);
      if (list.length === 0) return;
      try {
        const at = String(now());
        await run(() => client.hSet(tagsKey, Object.fromEntries(list.map((tag) => [tag, at]))));
      } catch (error) {
        failed(error);
      }
    },
  };
}

/**
 * The build id next to the server files, so entries of another build are never read.
 * @param {string | undefined} serverDistDir
 */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return 'unknown-build';
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

// One connection per process, shared by every handler instance (Next makes one per request).
const SHARED_KEY = Symbol.for('owner-portal.redis-page-store');

/** @param {string | undefined} serverDistDir @returns {ReturnType<typeof createRedisPageStore>} */
function sharedStore(serverDistDir) {
  const holder = /** @type {any} */ (globalThis);
  if (holder[SHARED_KEY]) return holder[SHARED_KEY];
  const { createClient } = require('@redis/client');
  const url = process.env.REDIS_URL;
  const where = describeRedis(url);
  const client = createClient({
    url,
    // Fail fast while disconnected instead of queueing requests behind a dead connection.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5_000) },
  });
  // Without a listener an 'error' event would crash the process; the store logs outages itself.
  client.on('error', () => {});
  const prefix = `${process.env.REDIS_KEY_PREFIX || 'owner-portal'}:${buildIdOf(serverDistDir)}`;
  const store = createRedisPageStore({ client, prefix, where });
  client.connect().catch(() => {
    // The reconnect strategy keeps trying; reads and writes miss meanwhile (logged by the store).
  });
  holder[SHARED_KEY] = store;
  return store;
}

class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} context */
  constructor(context) {
    this.store = sharedStore(context.serverDistDir);
  }
  /** @param {string} key */
  get(key) {
    return this.store.get(key);
  }
  /** @param {string} key @param {any} data @param {any} ctx */
  set(key, data, ctx) {
    return this.store.set(key, data, ctx);
  }
  /** @param {string | string[]} tags */
  revalidateTag(tags) {
    return this.store.revalidateTag(tags);
  }
  resetRequestCache() {}
}

module.exports = RedisCacheHandler;
module.exports.default = RedisCacheHandler;
module.exports.createRedisPageStore = createRedisPageStore;
module.exports.serialize = serialize;
module.exports.deserialize = deserialize;
