/**
 * A per-client limit on enquiries: at most `limit` stored enquiries per
 * hashed client address in a sliding window. It counts what the store holds,
 * so every instance sharing a database applies one limit, and a restart
 * forgives no one. Two requests racing from one client may both pass when it
 * stands at limit - 1: the limit slows abuse, it is not an exact quota.
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
