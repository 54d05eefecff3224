import { randomBytes } from 'node:crypto';
import { getSite } from '@/config/site-registry';
import type { SiteConfig } from '@/config/site-schema';
import { DEMO_ACTIVATION_TOKEN, PENDING_OWNER_EMAIL, seedPartition } from './seed/partition';
import { BRANDS, MARKETS, type BrandId, type MarketId } from './seed/markets';
import type { Partition } from './store-types';

export interface RefreshTokenRecord {
  partitionKey: string;
  customerId: string;
  /** Tokens descending from one sign-in; reusing a rotated token, or signing out, revokes the whole family. */
  family: string;
  /** When the family's sign-in was (ms on the mock's clock): the session ends a fixed time after it, whatever its tokens say. */
  sessionStartedAt: number;
  expiresAt: number;
  used: boolean;
  /** When it was rotated (ms on the mock's clock), for the reuse grace window. */
  usedAt?: number;
  revoked: boolean;
}

/** What a test may read of a namespace's identity traffic (GET /__mock/stats). */
export interface MockStats {
  refreshTokenRequests: number;
  revokeTokenRequests: number;
  /** Requests per operationId (faulted ones included): how often a failing call was retried. */
  calls: Record<string, number>;
}

export interface EmailTokenRecord {
  partitionKey: string;
  customerId: string;
  purpose: 'activation' | 'password-reset';
  expiresAt: number;
  used: boolean;
}

/** What the mock would have emailed: tests and the demo read the tokens here. */
export interface SentEmail {
  partitionKey: string;
  to: string;
  purpose: EmailTokenRecord['purpose'] | 'email-changed';
  token: string | null;
  sentAt: string;
}

const EMAIL_TOKEN_TTL_MS = 24 * 3600 * 1000;

/**
 * The request header that picks a private copy of the mock's data. End-to-end tests set it on
 * their browser context (a fresh value per test), so tests that change the same demo owner's data
 * in parallel never see each other's changes. Without it, requests share the demo data.
 */
export const MOCK_NAMESPACE_HEADER = 'x-mock-namespace';
const NAMESPACE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const NAMESPACE_SEPARATOR = '~';

/** The namespace a header value names, or undefined for none or a malformed one. */
export function parseNamespace(value: string | null | undefined): string | undefined {
  return value && NAMESPACE_PATTERN.test(value) ? value : undefined;
}

function partitionKeyOf(brandId: string, marketId: string, namespace?: string): string {
  return namespace ? `${namespace}${NAMESPACE_SEPARATOR}${brandId}-${marketId}` : `${brandId}-${marketId}`;
}

export function namespaceOfKey(partitionKey: string): string {
  const at = partitionKey.indexOf(NAMESPACE_SEPARATOR);
  return at === -1 ? '' : partitionKey.slice(0, at);
}

/**
 * The mock backend's one in-memory store. What a PUT, POST or DELETE changes is what the next GET
 * returns, for the life of the process or until reset(). Each brand in each market is a separate
 * partition (as separate real backends would be), seeded on first use.
 */
export class MockStore {
  private partitions = new Map<string, Partition>();
  readonly refreshTokens = new Map<string, RefreshTokenRecord>();
  readonly emailTokens = new Map<string, EmailTokenRecord>();
  readonly outbox: SentEmail[] = [];
  private clockOffsetMs = 0;
  /** Per-namespace clock offsets, so a test can move its own clock without moving anyone else's. */
  private namespaceClockOffsetsMs = new Map<string, number>();
  private stats = new Map<string, MockStats>();
  /** Per-namespace fault switch settings (faults.ts), set with POST /__mock/faults; '' is the shared data. */
  private namespaceFaults = new Map<string, string>();
  /** Signs access tokens; new per process, so tokens do not outlive a restart. */
  readonly signingKey = randomBytes(32);

  /** The mock's time; with a partition key, that partition's namespace's time. */
  now(partitionKey?: string): Date {
    const namespaceOffset = partitionKey ? (this.namespaceClockOffsetsMs.get(namespaceOfKey(partitionKey)) ?? 0) : 0;
    return new Date(Date.now() + this.clockOffsetMs + namespaceOffset);
  }

  /**
   * Sets a namespace's clock to `at` (it runs on from there): a test whose pictures must not change
   * from day to day (the screenshot comparison) seeds its data and signs its tokens at a fixed time.
   */
  setClock(at: Date, namespace: string): void {
    this.namespaceClockOffsetsMs.set(namespace, at.getTime() - Date.now());
  }

  /** Moves the mock's clock forward (tests: token expiry without waiting); with a namespace, only its clock. */
  advanceClock(ms: number, namespace?: string): void {
    if (namespace) this.namespaceClockOffsetsMs.set(namespace, (this.namespaceClockOffsetsMs.get(namespace) ?? 0) + ms);
    else this.clockOffsetMs += ms;
  }

  /** Counts a refresh or revoke request of a partition's namespace. */
  count(partitionKey: string, what: Exclude<keyof MockStats, 'calls'>): void {
    this.statsFor(namespaceOfKey(partitionKey))[what] += 1;
  }

  /** Counts a request of an operation in a namespace (undefined: the shared demo data). */
  countCall(namespace: string | undefined, operationId: string): void {
    const { calls } = this.statsFor(namespace ?? '');
    calls[operationId] = (calls[operationId] ?? 0) + 1;
  }

  private statsFor(namespace: string): MockStats {
    let stats = this.stats.get(namespace);
    if (!stats) {
      stats = { refreshTokenRequests: 0, revokeTokenRequests: 0, calls: {} };
      this.stats.set(namespace, stats);
    }
    return stats;
  }

  /** Read-only counters of a namespace (or of the shared demo data). */
  statsOf(namespace: string | undefined): MockStats {
    const stats = this.stats.get(namespace ?? '');
    return { refreshTokenRequests: 0, revokeTokenRequests: 0, ...stats, calls: { ...stats?.calls } };
  }

  /**
   * The fault switch for one namespace (the syntax of faults.ts, e.g. "getProfile=503"): an
   * end-to-end test turns a fault on and off for its own requests only. Empty lifts them all.
   */
  setFaults(namespace: string | undefined, spec: string): void {
    if (spec.trim()) this.namespaceFaults.set(namespace ?? '', spec);
    else this.namespaceFaults.delete(namespace ?? '');
  }

  faultsOf(namespace: string | undefined): string {
    return this.namespaceFaults.get(namespace ?? '') ?? '';
  }

  /**
   * Back to the seed data. Without a namespace: every change, token and email is forgotten and the
   * clock is real again, and every fault set with setFaults is lifted. With one: only that
   * namespace's data, tokens, emails and faults.
   */
  reset(namespace?: string): void {
    if (namespace) {
      const inNamespace = (key: string) => key.startsWith(`${namespace}${NAMESPACE_SEPARATOR}`);
      for (const key of [...this.partitions.keys()]) if (inNamespace(key)) this.partitions.delete(key);
      for (const [token, record] of [...this.refreshTokens]) if (inNamespace(record.partitionKey)) this.refreshTokens.delete(token);
      for (const [token, record] of [...this.emailTokens]) if (inNamespace(record.partitionKey)) this.emailTokens.delete(token);
      const kept = this.outbox.filter((mail) => !inNamespace(mail.partitionKey));
      this.outbox.splice(0, this.outbox.length, ...kept);
      this.namespaceClockOffsetsMs.delete(namespace);
      this.stats.delete(namespace);
      this.namespaceFaults.delete(namespace);
      return;
    }
    this.namespaceClockOffsetsMs.clear();
    this.stats.clear();
    this.namespaceFaults.clear();
    this.partitions.clear();
    this.refreshTokens.clear();
    this.emailTokens.clear();
    this.outbox.length = 0;
    this.clockOffsetMs = 0;
  }

  /**
   * A brand in a market. A namespace (see MOCK_NAMESPACE_HEADER) is a private copy of the seed:
   * what one namespace changes, no other sees. The default namespace is the demo's shared data.
   */
  partition(brandId: BrandId, marketId: MarketId, namespace?: string): Partition {
    const key = partitionKeyOf(brandId, marketId, namespace);
    let partition = this.partitions.get(key);
    if (!partition) {
      // Seeded at the namespace's time: a test that set its clock (POST /__mock/clock?now=) gets data dated from it.
      partition = { ...seedPartition(brandId, marketId, this.now(key)), key };
      this.partitions.set(key, partition);
      const pending = partition.customers.find((c) => c.email === PENDING_OWNER_EMAIL);
      if (pending) {
        this.emailTokens.set(this.scopedToken(key, DEMO_ACTIVATION_TOKEN), {
          partitionKey: key,
          customerId: pending.customerId,
          purpose: 'activation',
          expiresAt: Number.MAX_SAFE_INTEGER,
          used: false,
        });
      }
    }
    return partition;
  }

  /** The partition a site's requests go to, or undefined for an unknown site or one the mock has no data for. */
  partitionForSite(siteId: string, namespace?: string): { site: SiteConfig; partition: Partition } | undefined {
    const site = getSite(siteId);
    if (!site || !(site.brandId in BRANDS) || !(site.marketId in MARKETS)) return undefined;
    return { site, partition: this.partition(site.brandId as BrandId, site.marketId as MarketId, namespace) };
  }

  /** Emails sent in a namespace (or in the shared demo data), optionally to one address. */
  outboxOf(namespace: string | undefined, to?: string): SentEmail[] {
    return this.outbox.filter(
      (mail) => namespaceOfKey(mail.partitionKey) === (namespace ?? '') && (!to || mail.to === to.toLowerCase()),
    );
  }

  /** Email tokens are looked up per partition, so the same demo token works in every brand and market. */
  scopedToken(partitionKey: string, token: string): string {
    return `${partitionKey}:${token}`;
  }

  sendEmailToken(partitionKey: string, customerId: string, to: string, purpose: EmailTokenRecord['purpose']): string {
    const token = randomBytes(24).toString('base64url');
    this.emailTokens.set(this.scopedToken(partitionKey, token), {
      partitionKey,
      customerId,
      purpose,
      expiresAt: this.now().getTime() + EMAIL_TOKEN_TTL_MS,
      used: false,
    });
    this.outbox.push({ partitionKey, to, purpose, token, sentAt: this.now().toISOString() });
    return token;
  }

  /** The newest email sent to an address (tests and the demo's activation and reset links). */
  lastEmailTo(to: string, purpose?: SentEmail['purpose']): SentEmail | undefined {
    return [...this.outbox].reverse().find((mail) => mail.to === to.toLowerCase() && (!purpose || mail.purpose === purpose));
  }
}

export const mockStore = new MockStore();
