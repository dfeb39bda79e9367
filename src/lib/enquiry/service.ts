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
import { toCsv } from './csv.ts';
import { RetentionSchedule } from './retention.ts';

/** How long a health check waits for the store before calling it unreachable. */
const HEALTH_TIMEOUT_MS = 2000;

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
  private secret: string | null = null;
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
      this.secret = this.config.clientHashSecret ?? (await store.hashSecret());
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
    return store;
  }

  /** Opens the store and starts forwarding in the background; pages are served meanwhile, and submissions answer 503 until it opens. */
  start(): void {
    this.running = true;
    this.store().catch(() => {
      // reported by open(); the next submission or health check tries again
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopped = true;
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

  /** A client's address as a keyed hash: stable for rate limiting and duplicates, never the raw address. */
  hashClient(address: string): string {
    const secret = this.secret ?? this.config.clientHashSecret ?? 'unopened-store';
    return createHmac('sha256', secret).update(address).digest('hex').slice(0, 32);
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
   * GET /api/enquiries.csv: every stored enquiry with its forwarding status.
   * 404 unless ENQUIRY_EXPORT_TOKEN is set; 401 without that bearer token.
   */
  async exportCsv(request: Request): Promise<Response> {
    if (!this.config.exportToken) return new Response('Not found', { status: 404 });
    if (request.method !== 'GET') return new Response('Method not allowed', { status: 405, headers: { allow: 'GET' } });
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim() ?? '';
    if (!this.exportTokenMatches(token)) {
      return new Response('A valid bearer token is required.', { status: 401, headers: { 'www-authenticate': 'Bearer realm="enquiries"' } });
    }
    let csv: string;
    try {
      csv = toCsv(await (await this.store()).all());
    } catch (error) {
      console.error(`[enquiries] export failed: ${(error as Error).message}`);
      return new Response('The enquiry store is unavailable.', { status: 503, headers: { 'cache-control': 'no-store' } });
    }
    const date = new Date().toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="enquiries-${date}.csv"`,
        'cache-control': 'no-store',
      },
    });
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
