/**
 * Delivers stored enquiries from the outbox to the spreadsheet web app: a
 * POST whose form-encoded body holds the fields the original site sent
 * (name, email, phone, program, state, city, query) plus the enquiry's id —
 * never the query string, which access logs keep. It runs beside the
 * server, never in the visitor's request: a slow or failing spreadsheet
 * only delays delivery.
 *
 * Personal data stays on safe paths: the web app's URL is https (checked in
 * config.ts); the one redirect followed is Apps Script's, a 302 or 303 to a
 * GET of the echo URL on the web app's own host or an allowed one
 * (ENQUIRY_FORWARD_REDIRECT_HOSTS); at most a few KB of any answer are read.
 * Values a spreadsheet would run as a formula are neutralised exactly as in
 * the CSV export (csv.ts).
 *
 * Failures are retried with capped exponential backoff and jitter; after
 * `maxAttempts` the row is marked failed (the enquiry stays in the store,
 * undelivered, and shows so in the staff export). All state lives in the
 * outbox table, so pending deliveries resume after a restart.
 *
 * Several instances may run a forwarder on one store: each row is claimed
 * with a lease before it is sent, so one instance sends it. A lease left by
 * an instance that crashed expires and the row is claimed again. What is
 * left at-least-once: an instance dying after the spreadsheet accepted a row
 * but before the store recorded it, or the store unreachable until the lease
 * ends; that row is sent again, and its `id` lets the spreadsheet recognise
 * the repeat.
 */
import { neutraliseFormula } from './csv.ts';
import type { EnquiryStore, OutboxItem } from './ports.ts';

export interface ForwarderOptions {
  url: string;
  store: EnquiryStore;
  /** Hosts besides the web app's own that its redirect may lead to (default Apps Script's echo host). */
  redirectHosts?: string[];
  /** Names this instance's leases. */
  owner: string;
  /** How long a claimed row stays this instance's (default 60 s); a delivery's timeout is kept well inside it. */
  leaseMs?: number;
  /** Attempts before giving up (default 8). */
  maxAttempts?: number;
  /** First retry delay in ms (default 2 s); doubles per attempt. */
  baseDelayMs?: number;
  /** The longest wait between attempts in ms (default 10 minutes). */
  maxDelayMs?: number;
  /** How long one delivery may take in ms, redirects included (default 10 s, and at most a third of the lease). */
  timeoutMs?: number;
  /** How often to look for due rows when idle, in ms (default 1 s). */
  pollMs?: number;
  /** Rows sent at once (default 4). */
  concurrency?: number;
  fetch?: typeof fetch;
  random?: () => number;
  now?: () => number;
  log?: (message: string) => void;
}

/**
 * The wait before attempt `attempt + 1`, after `attempt` failures: the
 * exponential delay capped at `max`, then "equal jitter" (between half and
 * all of it), so retries from many rows spread out but never fire at once.
 */
export function backoffDelay(attempt: number, base: number, max: number, random: () => number = Math.random): number {
  const exponential = Math.min(max, base * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (exponential / 2) * random());
}

/** The enquiry as the web app receives it: form fields, each neutralised as in the CSV export. */
export function forwardBody(item: OutboxItem): URLSearchParams {
  const fields: Record<string, string> = {
    name: item.name,
    email: item.email,
    phone: item.phone,
    program: item.program,
    state: item.state,
    city: item.city,
    query: item.query,
    id: item.id,
  };
  return new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, neutraliseFormula(value)]));
}

/** The most of an answer read: the web app's answer is a short status, and nothing in it is used. */
export const MAX_ANSWER_BYTES = 4096;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Where the web app's redirect may be followed, or why not: only a 302 or
 * 303 (a GET of the result, as Apps Script answers), over https or to the
 * web app's own loopback host, on its own host or an allowed one.
 */
export function redirectTarget(from: string, status: number, location: string | null, allowedHosts: readonly string[]): URL | string {
  if (status !== 302 && status !== 303) return `answered ${status} (a redirect that would repeat the POST)`;
  if (!location) return `answered ${status} without a Location`;
  let target: URL;
  try {
    target = new URL(location, from);
  } catch {
    return `answered ${status} with an unreadable Location`;
  }
  const origin = new URL(from);
  const sameHost = target.host === origin.host;
  if (!sameHost && !allowedHosts.includes(target.hostname.toLowerCase())) return `redirected to ${target.hostname}, which is not an allowed host`;
  if (target.protocol !== 'https:' && !(sameHost && target.protocol === origin.protocol)) return `redirected to ${target.protocol} instead of https:`;
  return target;
}

/** Reads at most `limit` bytes of an answer, then lets the connection go. */
async function drain(response: Response, limit = MAX_ANSWER_BYTES): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) return;
  let read = 0;
  try {
    while (read <= limit) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

export class Forwarder {
  private readonly options: Required<Omit<ForwarderOptions, 'log'>> & { log: (message: string) => void };
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private current: Promise<unknown> = Promise.resolve();
  private readonly inflight = new Set<AbortController>();

  constructor(options: ForwarderOptions) {
    const leaseMs = options.leaseMs ?? 60_000;
    this.options = {
      leaseMs,
      redirectHosts: ['script.googleusercontent.com'],
      maxAttempts: 8,
      baseDelayMs: 2000,
      maxDelayMs: 10 * 60_000,
      timeoutMs: 10_000,
      pollMs: 1000,
      concurrency: 4,
      fetch: globalThis.fetch.bind(globalThis),
      random: Math.random,
      now: Date.now,
      log: (message) => console.warn(`[enquiry forwarder] ${message}`),
      ...options,
    } as Forwarder['options'];
    this.options.timeoutMs = Math.min(this.options.timeoutMs, Math.floor(leaseMs / 3));
    new URL(this.options.url); // fails early on a malformed URL
  }

  /** Starts delivering in the background. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops after the deliveries under way finish (or are aborted after `graceMs`). */
  async stop(graceMs = 2000): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    const abort = setTimeout(() => this.inflight.forEach((c) => c.abort(new Error('forwarder stopped'))), graceMs);
    await this.current.catch(() => {});
    clearTimeout(abort);
  }

  /** Wakes the worker now (after a new enquiry is stored). */
  poke(): void {
    if (this.running) this.schedule(0);
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.current = this.current.then(() => this.loop());
    }, delay);
    this.timer.unref?.();
  }

  private async loop(): Promise<void> {
    if (!this.running) return;
    let sent = 0;
    try {
      sent = await this.runOnce();
    } catch (error) {
      this.options.log(`could not read the outbox: ${(error as Error).message}`);
    }
    if (!this.running) return;
    if (sent > 0) return this.schedule(0);
    let wait = this.options.pollMs;
    try {
      const next = await this.options.store.nextDueAt();
      if (next !== null) wait = Math.max(0, Math.min(wait, next - this.options.now()));
    } catch {
      // the store is unreadable just now; poll again later
    }
    this.schedule(wait);
  }

  /** Claims up to `concurrency` due rows and delivers them; returns how many were tried. */
  async runOnce(): Promise<number> {
    const { store, owner, now, concurrency, leaseMs } = this.options;
    const claimedAt = now();
    const due = await store.claimDue(owner, claimedAt, concurrency, leaseMs);
    await Promise.all(due.map((item) => this.deliver(item, claimedAt + leaseMs)));
    return due.length;
  }

  /** Sends one claimed row and records the outcome while the lease, which ends at `leaseEnds`, is still this instance's. */
  private async deliver(item: OutboxItem, leaseEnds: number): Promise<void> {
    const { store, owner, maxAttempts, baseDelayMs, maxDelayMs, timeoutMs, random, now, log } = this.options;
    const attempts = item.attempts + 1;
    const controller = new AbortController();
    this.inflight.add(controller);
    const timeout = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    let problem: string | null = null;
    try {
      problem = await this.send(item, controller.signal);
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : error;
      problem = reason instanceof Error ? reason.message : String(reason);
    } finally {
      clearTimeout(timeout);
      this.inflight.delete(controller);
    }
    const nextAttemptAt = now() + backoffDelay(attempts, baseDelayMs, maxDelayMs, random);
    await this.record(item.id, leaseEnds, () => {
      if (problem === null) return store.markDelivered(item.id, owner, attempts);
      if (attempts < maxAttempts) return store.markRetry(item.id, owner, attempts, nextAttemptAt, problem);
      return store.markFailed(item.id, owner, attempts, problem);
    });
    if (problem !== null && attempts >= maxAttempts) {
      log(`gave up on enquiry ${item.id} after ${attempts} attempts (${problem}); it stays in the store, undelivered`);
    }
  }

  /** One delivery: the POST, and the Apps Script redirect when it answers with one; resolves with what went wrong, or null. */
  private async send(item: OutboxItem, signal: AbortSignal): Promise<string | null> {
    const { url, fetch, redirectHosts } = this.options;
    let response = await fetch(url, { method: 'POST', body: forwardBody(item), redirect: 'manual', signal });
    await drain(response);
    if (REDIRECTS.has(response.status)) {
      const target = redirectTarget(url, response.status, response.headers.get('location'), redirectHosts);
      if (typeof target === 'string') return target;
      response = await fetch(target, { method: 'GET', redirect: 'manual', signal });
      await drain(response);
    }
    return response.ok ? null : `answered ${response.status}`;
  }

  /**
   * Writes a delivery's outcome, trying again while the store is unreachable
   * (a database restart) until shortly before the lease ends: the row stays
   * this instance's meanwhile, so no other instance sends it again.
   */
  private async record(id: string, leaseEnds: number, write: () => Promise<void>): Promise<void> {
    const { now, leaseMs, log } = this.options;
    const giveUpAt = leaseEnds - leaseMs / 6;
    for (let wait = 100; ; wait = Math.min(wait * 2, 2000)) {
      try {
        return await write();
      } catch (error) {
        if (!this.running || now() + wait > giveUpAt) {
          // The lease runs out and the row is claimed again: at worst one more delivery of it.
          log(`could not record the delivery of enquiry ${id}: ${(error as Error).message}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }
}
