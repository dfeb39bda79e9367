/**
 * The enquiry service for one server process: the store (opened on first
 * use and retried while it is unavailable), the rate limiter and the
 * forwarder. server/main.mjs creates it at start and stops it on shutdown;
 * the API routes find the same instance through a process-wide registry,
 * so the bundled routes and the server share one database connection.
 */
import { createHmac, timingSafeEqual, createHash } from 'node:crypto';
import { configFromEnv, type EnquiryConfig } from './config.ts';
import { EnquiryStore } from './store.ts';
import { Forwarder } from './forwarder.ts';
import { RateLimiter } from './rate-limit.ts';

export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
}

/**
 * Whether an error says the store is unavailable. Checked by name, not
 * instanceof: server/main.mjs loads this module from source while the
 * routes use Astro's bundled copy, so the classes differ.
 */
export function isStoreUnavailable(error: unknown): boolean {
  return error instanceof Error && error.name === 'StoreUnavailableError';
}

export class EnquiryService {
  readonly config: EnquiryConfig;
  readonly limiter: RateLimiter;
  private opened: EnquiryStore | null = null;
  private forwarder: Forwarder | null = null;
  private running = false;
  private secret: string | null = null;
  private lastOpenFailure = 0;

  constructor(config: EnquiryConfig) {
    this.config = config;
    this.limiter = new RateLimiter(config.rateLimit, config.rateWindowMs);
  }

  /** The open store; throws StoreUnavailableError when it cannot be opened (tried again at most once a second). */
  store(): EnquiryStore {
    if (this.opened) return this.opened;
    if (Date.now() - this.lastOpenFailure < 1000) throw new StoreUnavailableError('the enquiry store is unavailable');
    try {
      this.opened = new EnquiryStore(this.config.dbPath);
    } catch (error) {
      this.lastOpenFailure = Date.now();
      console.error(`[enquiries] cannot open ${this.config.dbPath}: ${(error as Error).message}`);
      throw new StoreUnavailableError('the enquiry store is unavailable', { cause: error });
    }
    this.secret = this.config.clientHashSecret ?? this.opened.hashSecret();
    if (this.running) this.startForwarder();
    return this.opened;
  }

  /** Opens the store and starts forwarding; the server keeps serving pages if the store cannot open. */
  start(): void {
    this.running = true;
    try {
      this.store();
    } catch {
      // reported by store(); submissions answer 503 until it opens
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.forwarder?.stop();
    this.forwarder = null;
    this.opened?.close();
    this.opened = null;
  }

  private startForwarder(): void {
    if (!this.config.forwardUrl || this.forwarder || !this.opened) return;
    this.forwarder = new Forwarder({ url: this.config.forwardUrl, store: this.opened, maxAttempts: this.config.forwardMaxAttempts });
    this.forwarder.start();
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
}

const REGISTRY = Symbol.for('northgate.enquiry-service');
type Registry = { [REGISTRY]?: EnquiryService };

/** The process's service: the one server/main.mjs registered, or one built from the environment (astro dev). */
export function getEnquiryService(): EnquiryService {
  const registry = globalThis as Registry;
  registry[REGISTRY] ??= new EnquiryService(configFromEnv());
  return registry[REGISTRY];
}

export function setEnquiryService(service: EnquiryService | undefined): void {
  (globalThis as Registry)[REGISTRY] = service;
}
