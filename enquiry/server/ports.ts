/**
 * What the enquiry service needs from a database: the store interface and
 * the types that cross it. Types only (and the one error every store
 * throws): nothing here imports a store, so the stores, the service and the
 * staff commands all depend on this file and it on none of them. Every
 * store keeps the same promises, checked by the same contract tests:
 *
 * - an enquiry and its outbox row are written in one transaction, and
 *   submit() resolves only after the commit;
 * - an idempotency key seen before returns the first enquiry, and says
 *   whether it was sent with the same answers (nothing else is stored);
 * - an outbox row is claimed with a lease before it is delivered, so only
 *   one instance sends it; a lease left by a crashed instance expires and
 *   the row is claimed again;
 * - migrations are versioned and applied at start by one process at a time.
 *
 * Imports use explicit .ts extensions so Node can load these files directly
 * (server/main.mjs, scripts) as well as through Vite.
 */
import type { Enquiry } from '../../src/lib/enquiry/shared/schema.ts';

export interface SubmitMeta {
  idempotencyKey: string;
  clientHash: string;
  channel: 'json' | 'form';
  /** The version of the privacy notice the sender agreed to; the consent is recorded at the moment the enquiry is received. */
  noticeVersion: string;
}

export interface SubmitResult {
  id: string;
  receivedAt: string;
  /** False when the idempotency key was seen before and the first enquiry is returned. */
  created: boolean;
  /** False when the key was seen before with other answers: the new answers were not stored (the sender must be told). */
  sameAnswers: boolean;
}

/** What the visitor sent, as stored (the phone as +91XXXXXXXXXX): the forwarder sends it, staff read it. */
export interface StoredAnswers {
  name: string;
  email: string;
  phone: string;
  program: string;
  state: string;
  city: string;
  query: string;
}

export interface OutboxItem extends StoredAnswers {
  id: string;
  attempts: number;
}

export interface EnquiryRow extends StoredAnswers {
  id: string;
  received_at: string;
  channel: string;
  forward_status: string | null;
  forward_attempts: number | null;
  forward_error: string | null;
  delivered_at: string | null;
  /** When the sender gave consent, and to which version of the privacy notice (null for enquiries stored before consent was asked). */
  consented_at: string | null;
  notice_version: string | null;
}

/** One person, as staff name them in an access or erasure request: an e-mail address (any case) or a mobile number as stored (+91XXXXXXXXXX). */
export type Contact = { email: string } | { phone: string };

/** What a retention purge removed; `skipped` when another instance was purging at that moment (it removes the same rows). */
export interface PurgeResult {
  enquiries: number;
  outbox: number;
  skipped?: boolean;
}

/** Enquiries a client sent since a moment: how many, and when the earliest of them arrived. */
export interface RecentEnquiries {
  count: number;
  oldest: string | null;
}

export interface EnquiryStore {
  readonly kind: 'sqlite' | 'postgres';
  /** The schema version: how many migrations have run. */
  version(): Promise<number>;
  /** Stores the enquiry and its outbox row in one transaction; resolves once committed. */
  submit(enquiry: Enquiry, meta: SubmitMeta): Promise<SubmitResult>;
  recentFromClient(clientHash: string, since: Date): Promise<RecentEnquiries>;
  /**
   * Claims up to `limit` due outbox rows for `owner` until `now + leaseMs`;
   * no other owner can claim them until the lease ends or is released.
   */
  claimDue(owner: string, now: number, limit: number, leaseMs: number): Promise<OutboxItem[]>;
  /** When the next pending delivery can be claimed (ms since the epoch), or null when nothing is pending. */
  nextDueAt(): Promise<number | null>;
  /** The marks below apply only while `owner` holds the row's lease, and release it. */
  markDelivered(id: string, owner: string, attempts: number, at?: Date): Promise<void>;
  markRetry(id: string, owner: string, attempts: number, nextAttemptAt: number, error: string): Promise<void>;
  /** Gives up forwarding: the enquiry stays in the store, marked undelivered. */
  markFailed(id: string, owner: string, attempts: number, error: string): Promise<void>;
  all(): Promise<EnquiryRow[]>;
  /** One person's enquiries (the right of access), oldest first. */
  enquiriesOf(contact: Contact): Promise<EnquiryRow[]>;
  /**
   * Removes one person's enquiries with their outbox rows, so no pending
   * forwarding sends them, and clears them from the database's files as far
   * as the database allows (SQLite: overwritten and out of the WAL;
   * PostgreSQL: vacuumed); returns what was removed.
   */
  erase(contact: Contact): Promise<EnquiryRow[]>;
  /**
   * Removes the enquiries received before `cutoff` with their outbox rows
   * (each enquiry with its own in one transaction; SQLite works in batches,
   * so submissions are stored between them), then clears them from the
   * files as erase() does; safe while other instances do the same.
   */
  purgeReceivedBefore(cutoff: Date): Promise<PurgeResult>;
  count(): Promise<number>;
  /** Every stored enquiry, as all() orders them, read a page at a time (the staff export streams it). */
  exportRows(): AsyncIterable<EnquiryRow>;
  /**
   * Clears the client hashes of enquiries received before `before` (the rate
   * limit no longer needs them), and a hash key earlier versions kept in the
   * database; returns how many enquiries it cleared.
   */
  forgetClientHashes(before: Date): Promise<number>;
  /** Resolves when the database answers; rejects when it cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The store cannot be opened or reached just now: visitors get the honest 503, nothing is acknowledged. */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
}
