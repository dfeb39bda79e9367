/**
 * A per-client limit on enquiries: a token bucket per hashed client address,
 * `limit` submissions per `windowMs`, refilling steadily. Kept in memory: a
 * restart forgives everyone, which is acceptable for a single server.
 */
export interface RateLimitResult {
  allowed: boolean;
  /** Whole seconds until the next submission is allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  readonly limit: number;
  readonly windowMs: number;
  private readonly now: () => number;

  /** `limit` 0 turns the limit off. */
  constructor(limit: number, windowMs: number, now: () => number = Date.now) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.now = now;
  }

  take(key: string): RateLimitResult {
    if (this.limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
    const now = this.now();
    const perMs = this.limit / this.windowMs;
    const bucket = this.buckets.get(key) ?? { tokens: this.limit, at: now };
    bucket.tokens = Math.min(this.limit, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 50_000) this.prune(now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
  }

  /** Forgets clients whose bucket has refilled. */
  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * (this.limit / this.windowMs) >= this.limit) this.buckets.delete(key);
    }
  }
}
