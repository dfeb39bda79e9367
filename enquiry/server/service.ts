/**
 * The enquiry service for one server process: the store (opened in the
 * background and retried while it is unavailable), the forwarder, the
 * retention purge, and the two routes (http/). server/main.mjs creates the
 * one instance, answers scripts' posts with it itself (http/node-route.ts)
 * and hands it to Astro's routes as `locals.enquiries`, so the routes call
 * into this module as the server loaded it — Astro's bundle holds no copy
 * of it.
 */
import { createHmac, createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import type { Lang } from '../../src/lib/languages.ts';
import type { HandledEnquiry } from '../../src/lib/enquiry/shared/response.ts';
import type { EnquiryConfig } from './config.ts';
import { StoreUnavailableError, type EnquiryStore } from './ports.ts';
import { describeStore, openStore } from './stores/open-store.ts';
import { Forwarder } from './forwarder.ts';
import { RetentionSchedule } from './retention.ts';
import { clientHashSecret } from './client-hash-secret.ts';
import { rateLimitKey } from './visitor.ts';
import { ClientQueue } from './rate-limit.ts';
import { handleEnquiry, handlePost, type EnquiryIntake, type EnquiryPost } from './http/handler.ts';
import { CsvExport } from './http/csv-export.ts';

/** How long a health check waits for the store before calling it unreachable. */
const HEALTH_TIMEOUT_MS = 2000;
/** How often stored client hashes older than the rate-limit window are cleared. */
const FORGET_HASHES_EVERY_MS = 60_000;

export interface StoreHealth {
  ok: boolean;
  /** This process, as its outbox leases name it. */
  instance: string;
  store: 'sqlite' | 'postgres';
  /** Why the store is unreachable, when it is. */
  problem?: string;
}

export class EnquiryService implements EnquiryIntake {
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
  private secret: KeyObject | null = null;
  private forgetting: ReturnType<typeof setInterval> | undefined;
  private readonly csvExport: CsvExport;
  readonly perClient = new ClientQueue();
  private lastOpenFailure = 0;
  private lastProblem = '';

  constructor(config: EnquiryConfig) {
    this.config = config;
    this.csvExport = new CsvExport({ token: config.exportToken, store: () => this.store() });
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
    // Made into a key once: preparing a string key again for every enquiry costs more than the hash.
    this.secret ??= createSecretKey(Buffer.from(clientHashSecret(this.config), 'utf8'));
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

  /** POST /api/enquiries (and /hi/api/enquiries, in Hindi) as Astro's route gets it: see http/handler.ts. */
  handle(request: Request, clientAddress: string, lang: Lang = 'en'): Promise<HandledEnquiry> {
    return handleEnquiry(request, clientAddress, this, lang);
  }

  /** The same post as the server reads it from Node's request (http/node-route.ts). */
  handlePost(post: EnquiryPost, clientAddress: string, lang: Lang = 'en'): Promise<HandledEnquiry> {
    return handlePost(post, clientAddress, this, lang);
  }

  /** GET /api/enquiries.csv, for admissions staff: see http/csv-export.ts. */
  exportCsv(request: Request, clientAddress: string): Promise<Response> {
    return this.csvExport.answer(request, clientAddress);
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
