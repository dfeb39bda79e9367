/**
 * The enquiry service for one server process: the store (opened in the
 * background and retried while it is unavailable), the forwarder and the
 * request handlers. server/main.mjs creates the one instance and hands it
 * to Astro's routes as `locals.enquiries`, so the routes call into this
 * module as the server loaded it — Astro's bundle holds no copy of it.
 */
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { EnquiryConfig } from './config.ts';
import { describeStore, openStore, StoreUnavailableError, type EnquiryStore } from './store.ts';
import { Forwarder } from './forwarder.ts';
import { handleEnquiry } from './handler.ts';
import type { Lang } from '../i18n.ts';
import type { HandledEnquiry } from './response.ts';
import { csvLines } from './csv.ts';
import { clientHashSecret } from './client-hash-secret.ts';
import { rateLimitKey } from './visitor.ts';
import { RetentionSchedule } from './retention.ts';

/** How long a health check waits for the store before calling it unreachable. */
const HEALTH_TIMEOUT_MS = 2000;
/** How often stored client hashes older than the rate-limit window are cleared. */
const FORGET_HASHES_EVERY_MS = 60_000;
/** Wrong export tokens allowed from one address per window before it must wait out the window. */
const EXPORT_FAILURES_ALLOWED = 5;
const EXPORT_FAILURE_WINDOW_MS = 15 * 60_000;

export interface StoreHealth {
  ok: boolean;
  /** This process, as its outbox leases name it. */
  instance: string;
  store: 'sqlite' | 'postgres';
  /** Why the store is unreachable, when it is. */
  problem?: string;
}

export class EnquiryService {
  readonly config: EnquiryConfig;
  /** Names this process's leases on outbox rows. */
  readonly instanceId = randomUUID();
  private opened: EnquiryStore | null = null;
  private opening: Promise<EnquiryStore> | null = null;
  private forwarder: Forwarder | null = null;
  private retention: RetentionSchedule | null = null;
  private running = false;
  private stopped = false;
  /** Read (or made) when the first address is hashed, so that a folder that cannot hold it fails a submission, not the start. */
  private secret: string | null = null;
  private forgetting: ReturnType<typeof setInterval> | undefined;
  /** Failed export attempts per address key: how many, and when the first of the current window came. */
  private readonly exportFailures = new Map<string, { count: number; since: number }>();
  private lastOpenFailure = 0;
  private lastProblem = '';

  constructor(config: EnquiryConfig) {
    this.config = config;
  }

  /** The open store; rejects with StoreUnavailableError while it cannot be opened (tried again at most once a second). */
  async store(): Promise<EnquiryStore> {
    if (this.opened) return this.opened;
    if (Date.now() - this.lastOpenFailure < 1000) throw new StoreUnavailableError(`the enquiry store is unavailable: ${this.lastProblem}`);
    this.opening ??= this.open().finally(() => (this.opening = null));
    return this.opening;
  }

  private async open(): Promise<EnquiryStore> {
    let store: EnquiryStore | null = null;
    try {
      store = await openStore(this.config);
    } catch (error) {
      await store?.close().catch(() => {});
      this.lastOpenFailure = Date.now();
      this.lastProblem = (error as Error).message;
      console.error(`[enquiries] cannot open ${describeStore(this.config)}: ${this.lastProblem}`);
      throw new StoreUnavailableError('the enquiry store is unavailable', { cause: error });
    }
    if (this.stopped) {
      await store.close();
      throw new StoreUnavailableError('the enquiry service has stopped');
    }
    this.opened = store;
    if (this.running) {
      this.startForwarder();
      this.startRetention();
    }
    void this.forgetClientHashes();
    return store;
  }

  /** Opens the store and starts forwarding in the background; pages are served meanwhile, and submissions answer 503 until it opens. */
  start(): void {
    this.running = true;
    this.forgetting = setInterval(() => void this.forgetClientHashes(), FORGET_HASHES_EVERY_MS);
    this.forgetting.unref();
    this.store().catch(() => {
      // reported by open(); the next submission or health check tries again
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopped = true;
    clearInterval(this.forgetting);
    await this.forwarder?.stop();
    this.forwarder = null;
    await this.retention?.stop();
    this.retention = null;
    await this.opening?.catch(() => {});
    await this.opened?.close();
    this.opened = null;
  }

  private startForwarder(): void {
    if (!this.config.forwardUrl || this.forwarder || !this.opened) return;
    this.forwarder = new Forwarder({
      url: this.config.forwardUrl,
      store: this.opened,
      owner: this.instanceId,
      leaseMs: this.config.forwardLeaseMs,
      maxAttempts: this.config.forwardMaxAttempts,
      redirectHosts: this.config.forwardRedirectHosts,
    });
    this.forwarder.start();
  }

  /** Every instance purges what is past the retention period, now and daily (retention.ts). */
  private startRetention(): void {
    if (this.retention || !this.opened) return;
    this.retention = new RetentionSchedule({ store: this.opened, days: this.config.retentionDays });
    this.retention.start();
  }

  /** Tells the forwarder a new enquiry is waiting. */
  stored(): void {
    this.forwarder?.poke();
  }

  /**
   * A client's address as a keyed hash: stable for rate limiting and
   * duplicates, never the raw address. IPv6 addresses hash by their /64.
   */
  hashClient(address: string): string {
    this.secret ??= clientHashSecret(this.config);
    return createHmac('sha256', this.secret).update(rateLimitKey(address)).digest('hex').slice(0, 32);
  }

  /** Clears the client hashes the rate limit no longer needs (older than its window); a failure waits for the next round. */
  private async forgetClientHashes(): Promise<void> {
    if (!this.opened) return;
    try {
      await this.opened.forgetClientHashes(new Date(Date.now() - this.config.rateWindowMs));
    } catch (error) {
      console.error(`[enquiries] could not clear old client hashes: ${(error as Error).message}`);
    }
  }

  /** Whether a bearer token matches the configured export token, compared in constant time. */
  exportTokenMatches(token: string): boolean {
    const expected = this.config.exportToken;
    if (!expected) return false;
    // Compare digests so that the lengths are equal and the comparison leaks nothing.
    const a = createHash('sha256').update(token).digest();
    const b = createHash('sha256').update(expected).digest();
    return timingSafeEqual(a, b);
  }

  /** POST /api/enquiries (and /hi/api/enquiries, in Hindi): see handler.ts. */
  handle(request: Request, clientAddress: string, lang: Lang = 'en'): Promise<HandledEnquiry> {
    return handleEnquiry(request, clientAddress, this, lang);
  }

  /**
   * GET /api/enquiries.csv: every stored enquiry with its forwarding status,
   * streamed a page of rows at a time. 404 unless ENQUIRY_EXPORT_TOKEN is
   * set; 401 without that bearer token, and 429 for an address that sent
   * a wrong one too often. Every export and every refusal is logged, without
   * personal data.
   */
  async exportCsv(request: Request, clientAddress: string): Promise<Response> {
    if (!this.config.exportToken) return new Response('Not found', { status: 404 });
    if (request.method !== 'GET') return new Response('Method not allowed', { status: 405, headers: { allow: 'GET' } });
    const key = rateLimitKey(clientAddress);
    const now = Date.now();
    let failures = this.exportFailures.get(key);
    if (failures && now - failures.since > EXPORT_FAILURE_WINDOW_MS) failures = undefined;
    if (failures && failures.count >= EXPORT_FAILURES_ALLOWED) {
      const retryAfter = Math.ceil((failures.since + EXPORT_FAILURE_WINDOW_MS - now) / 1000);
      console.warn(`[enquiries] export refused: too many wrong tokens from one address; it may try again in ${retryAfter} s`);
      return new Response('Too many attempts with a wrong token; try again later.', { status: 429, headers: { 'retry-after': String(retryAfter) } });
    }
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim() ?? '';
    if (!this.exportTokenMatches(token)) {
      failures = { count: (failures?.count ?? 0) + 1, since: failures?.since ?? now };
      this.exportFailures.set(key, failures);
      // Old entries go when the map grows, so a stream of addresses cannot fill memory.
      if (this.exportFailures.size > 10_000) this.forgetExportFailures(now);
      console.warn(`[enquiries] export refused: wrong or missing token (${failures.count} from one address in ${EXPORT_FAILURE_WINDOW_MS / 60_000} minutes)`);
      return new Response('A valid bearer token is required.', { status: 401, headers: { 'www-authenticate': 'Bearer realm="enquiries"' } });
    }
    this.exportFailures.delete(key);
    let store: EnquiryStore;
    try {
      store = await this.store();
    } catch (error) {
      console.error(`[enquiries] export failed: ${(error as Error).message}`);
      return new Response('The enquiry store is unavailable.', { status: 503, headers: { 'cache-control': 'no-store' } });
    }
    const counted = { rows: 0 };
    const started = new Date();
    const lines = csvLines(store.exportRows(), counted);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done, value } = await lines.next();
          if (!done) return controller.enqueue(encoder.encode(value));
          controller.close();
          console.log(`[enquiries] export at ${started.toISOString()}: ${counted.rows} enquiries`);
        } catch (error) {
          console.error(`[enquiries] export at ${started.toISOString()} broke off after ${counted.rows} enquiries: ${(error as Error).message}`);
          controller.error(error);
        }
      },
      async cancel() {
        await lines.return(undefined);
        console.log(`[enquiries] export at ${started.toISOString()} cancelled by the client after ${counted.rows} enquiries`);
      },
    });
    return new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="enquiries-${started.toISOString().slice(0, 10)}.csv"`,
        'cache-control': 'no-store',
      },
    });
  }

  /** Drops the failures whose window has passed, then the oldest, until the map holds at most 10,000 addresses. */
  private forgetExportFailures(now: number): void {
    for (const [key, { since }] of this.exportFailures) if (now - since > EXPORT_FAILURE_WINDOW_MS) this.exportFailures.delete(key);
    for (const key of this.exportFailures.keys()) {
      if (this.exportFailures.size <= 10_000) break;
      this.exportFailures.delete(key);
    }
  }

  /** Whether the store answers now, for the load balancer's health check. */
  async health(): Promise<StoreHealth> {
    const kind = this.config.databaseUrl ? 'postgres' : 'sqlite';
    // A stopping instance asks the load balancer to send its traffic elsewhere.
    if (this.stopped) return { ok: false, instance: this.instanceId, store: kind, problem: 'the instance is stopping' };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.store().then((store) => store.ping()), timeout]);
      return { ok: true, instance: this.instanceId, store: kind };
    } catch (error) {
      const cause = (error as Error).cause;
      return { ok: false, instance: this.instanceId, store: kind, problem: cause instanceof Error ? cause.message : (error as Error).message };
    } finally {
      clearTimeout(timer);
    }
  }
}
