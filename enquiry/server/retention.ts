/**
 * Retention: enquiries are kept for the period the privacy notice states
 * (ENQUIRY_RETENTION_DAYS, by default the notice's own figure), then
 * removed with their outbox rows. Every instance purges when it opens its
 * store and then once a day; the stores make two instances purging at once
 * harmless. The log says how many rows went, never whose.
 */
import type { EnquiryStore, PurgeResult } from './ports.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which an enquiry has been kept long enough. */
export const retentionCutoff = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** Removes what is older than `days` at `now`. */
export function purgeExpired(store: EnquiryStore, days: number, now: Date = new Date()): Promise<PurgeResult> {
  return store.purgeReceivedBefore(retentionCutoff(now, days));
}

export interface RetentionOptions {
  store: EnquiryStore;
  days: number;
  intervalMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
}

/** One instance's daily purge. */
export class RetentionSchedule {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  private readonly options: Required<RetentionOptions>;

  constructor(options: RetentionOptions) {
    this.options = { intervalMs: DAY_MS, now: () => new Date(), log: (line) => console.log(line), ...options };
  }

  start(): void {
    if (this.timer) return;
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), this.options.intervalMs);
    // A pending purge never keeps a stopping process alive.
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One purge, logged by counts; a failure is logged and tried again at the next round. */
  runOnce(): Promise<void> {
    this.running ??= this.purge().finally(() => (this.running = null));
    return this.running;
  }

  private async purge(): Promise<void> {
    const { store, days, now, log } = this.options;
    try {
      const result = await purgeExpired(store, days, now());
      if (result.skipped) log(`[enquiries] retention: another instance is removing enquiries older than ${days} days`);
      else log(`[enquiries] retention: older than ${days} days, enquiries removed: ${result.enquiries}, outbox rows removed: ${result.outbox}`);
    } catch (error) {
      console.error(`[enquiries] retention purge failed, tried again in a day: ${(error as Error).message}`);
    }
  }
}
