/**
 * A per-client limit on enquiries: at most `limit` stored enquiries per
 * hashed client address in a sliding window. It counts what the store holds,
 * so every instance sharing a database applies one limit, and a restart
 * forgives no one. The enquiries an instance has let through and is still
 * storing count too (InFlight), so simultaneous posts to one instance pass
 * at most `limit` times. Posts racing to several instances at the same
 * moment may each pass there: at worst `limit` per instance, once.
 */
import type { RecentEnquiries } from './ports.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Whole seconds until the next submission is allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/** Whether one more enquiry is allowed, given what the client sent within the window ending `now`. */
export function rateLimitVerdict(recent: RecentEnquiries, limit: number, windowMs: number, now: number): RateLimitResult {
  if (limit <= 0 || recent.count < limit) return { allowed: true, retryAfterSeconds: 0 };
  // The earliest enquiry in the window leaves it first.
  const freedAt = (recent.oldest ? Date.parse(recent.oldest) : now) + windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)) };
}

/** Per client hash, the enquiries this process let through the limit and has not yet stored (or failed to store). */
export class InFlight {
  private readonly counts = new Map<string, number>();

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  /** Counts `key` in flight from this call (synchronously, before anything awaits) until `work` settles. */
  async during<T>(key: string, work: () => Promise<T>): Promise<T> {
    this.counts.set(key, this.count(key) + 1);
    try {
      return await work();
    } finally {
      const left = this.count(key) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
    }
  }
}
