/**
 * A per-client limit on enquiries: at most `limit` stored enquiries per
 * hashed client address in a sliding window. It counts what the store holds,
 * so every instance sharing a database applies one limit, and a restart
 * forgives no one. One client's posts to an instance are counted and stored
 * one at a time (ClientQueue), so simultaneous posts to one instance pass at
 * most `limit` times. Posts racing to several instances at the same moment
 * may each pass there: at worst `limit` per instance, once.
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

/**
 * Runs one client's posts one after another, in the order they arrived, and
 * different clients' freely. With the count and the insert of a post done
 * before the next post from the same client counts, simultaneous posts to one
 * instance cannot all see the same count (a count read while another post
 * commits could miss it, however the in-flight posts were tallied).
 */
export class ClientQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const result = (this.tails.get(key) ?? Promise.resolve()).then(work, work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    // The last post of a client leaves no entry behind.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
