/** @jest-environment node */
import { createRedisPageStore, deserialize, serialize } from '@/lib/cache/redis-cache-handler';

/** The few node-redis calls the store makes, over a Map; `down` makes every call fail like a lost connection. */
function fakeRedis() {
  const strings = new Map<string, string>();
  const hashes = new Map<string, Map<string, string>>();
  const fake = {
    isReady: true,
    down: false,
    calls: 0,
    async get(key: string) {
      fake.calls += 1;
      if (fake.down) throw new Error('connection refused');
      return strings.get(key) ?? null;
    },
    async set(key: string, value: string) {
      fake.calls += 1;
      if (fake.down) throw new Error('connection refused');
      strings.set(key, value);
      return 'OK';
    },
    async del(key: string) {
      strings.delete(key);
      return 1;
    },
    async hSet(key: string, values: Record<string, string>) {
      const hash = hashes.get(key) ?? new Map<string, string>();
      for (const [field, value] of Object.entries(values)) hash.set(field, value);
      hashes.set(key, hash);
      return Object.keys(values).length;
    },
    async hmGet(key: string, fields: string[]) {
      return fields.map((field) => hashes.get(key)?.get(field) ?? null);
    },
    strings,
  };
  return fake;
}

const page = (html: string, tags?: string) => ({
  kind: 'PAGES',
  html,
  pageData: { pageProps: { text: html } },
  status: 200,
  headers: tags ? { 'x-next-cache-tags': tags } : undefined,
});

function storeOver(client: ReturnType<typeof fakeRedis>, clock = { now: 1_000 }) {
  const lines: string[] = [];
  const store = createRedisPageStore({ client, prefix: 'test:build-1', now: () => clock.now, log: (line) => lines.push(line), where: '127.0.0.1:6379' });
  return { store, lines, clock };
}

describe('the Redis page store behind the shared page cache', () => {
  it('returns what another instance stored, with its time and lifetime, under the build-scoped key', async () => {
    const client = fakeRedis();
    const writer = storeOver(client).store;
    const reader = storeOver(client).store;
    await writer.set('/aurora-dk/da/login', page('<p>Log ind</p>'), { cacheControl: { revalidate: 90, expire: 3600 } });

    expect([...client.strings.keys()]).toEqual(['test:build-1:entry:/aurora-dk/da/login']);
    await expect(reader.get('/aurora-dk/da/login')).resolves.toEqual({
      lastModified: 1_000,
      value: page('<p>Log ind</p>'),
      cacheControl: { revalidate: 90, expire: 3600 },
    });
    await expect(reader.get('/aurora-dk/da/signup')).resolves.toBeNull();
  });

  it('misses an entry whose tag was invalidated after it was stored, and keeps the others', async () => {
    const client = fakeRedis();
    const { store, clock } = storeOver(client);
    await store.set('/a', page('a', 'translations,site:aurora-dk'), {});
    await store.set('/b', page('b', 'site:volta-se'), {});
    clock.now = 2_000;
    await store.revalidateTag(['translations']);

    await expect(store.get('/a')).resolves.toBeNull();
    await expect(store.get('/b')).resolves.toMatchObject({ value: { html: 'b' } });
    // Stored again after the invalidation: a hit.
    clock.now = 3_000;
    await store.set('/a', page('a2', 'translations'), {});
    await expect(store.get('/a')).resolves.toMatchObject({ value: { html: 'a2' } });
  });

  it('takes tags from the fetch context when given', async () => {
    const client = fakeRedis();
    const { store, clock } = storeOver(client);
    await store.set('fetch-key', { kind: 'FETCH', data: { body: '{}' } }, { fetchCache: true, tags: ['news'] });
    clock.now = 5_000;
    await store.revalidateTag('news');
    await expect(store.get('fetch-key')).resolves.toBeNull();
  });

  it('misses and drops writes while Redis is down, saying so once, and says when it is back', async () => {
    const client = fakeRedis();
    const { store, lines } = storeOver(client);
    await store.set('/a', page('a'), {});
    client.down = true;

    await expect(store.get('/a')).resolves.toBeNull();
    await expect(store.set('/a', page('newer'), {})).resolves.toBeUndefined();
    await expect(store.get('/a')).resolves.toBeNull();
    expect(lines).toEqual([expect.stringContaining('shared page cache at 127.0.0.1:6379 unavailable (connection refused)')]);

    client.down = false;
    await expect(store.get('/a')).resolves.toMatchObject({ value: { html: 'a' } });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('answers again');
  });

  it('does not wait longer than its timeout for a Redis that never answers', async () => {
    const client = fakeRedis();
    client.get = () => new Promise<never>(() => {});
    const lines: string[] = [];
    const store = createRedisPageStore({ client, prefix: 'p', timeoutMs: 50, log: (line) => lines.push(line) });
    await expect(store.get('/a')).resolves.toBeNull();
    expect(lines[0]).toContain('did not answer within 50 ms');
  });

  it('keeps Buffers and Maps through serialisation (app-router and image values carry them)', () => {
    const value = { rscData: Buffer.from('rsc'), segmentData: new Map([['/seg', Buffer.from('x')]]), html: 'h' };
    const back = deserialize(serialize(value));
    expect(Buffer.isBuffer(back.rscData)).toBe(true);
    expect(back.rscData.toString()).toBe('rsc');
    expect(back.segmentData).toBeInstanceOf(Map);
    expect(back.segmentData.get('/seg').toString()).toBe('x');
    expect(back.html).toBe('h');
  });
});
