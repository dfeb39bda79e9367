/**
 * POST /api/enquiries, independent of Astro so it can be tested directly:
 * read the body (form-encoded or JSON, within ENQUIRY_MAX_BODY_BYTES),
 * refuse bots (honeypot, minimum fill time), validate with the shared
 * schema, apply the per-client rate limit, store (answering only after the
 * commit) and say what happened. The post comes from Node's request (the
 * server's own answer to scripts, ./node-route.ts) or from a web Request
 * (Astro's route); the caller turns the outcome into JSON for scripts, a
 * 303 for a native form post, or the form again with its messages.
 */
import { createHash } from 'node:crypto';
import { FIELDS, IDEMPOTENCY_KEY, META_FIELDS, validateEnquiry, type Enquiry, type EnquiryInput } from '../../../src/lib/enquiry/shared/schema.ts';
import type { HandledEnquiry, Outcome } from '../../../src/lib/enquiry/shared/response.ts';
import { enquiryMessages } from '../../../src/lib/enquiry/shared/messages.ts';
import { PRIVACY } from '../../../src/lib/enquiry/shared/privacy.ts';
import type { Lang } from '../../../src/lib/languages.ts';
import type { EnquiryConfig } from '../config.ts';
import { StoreUnavailableError, type EnquiryStore } from '../ports.ts';
import { rateLimitVerdict, type ClientQueue } from '../rate-limit.ts';

/** What the handler needs of the enquiry service (../service.ts gives it): settings, the store, client hashing, and word of a new enquiry. */
export interface EnquiryIntake {
  readonly config: Pick<EnquiryConfig, 'maxBodyBytes' | 'minFillMs' | 'rateLimit' | 'rateWindowMs'>;
  store(): Promise<EnquiryStore>;
  hashClient(address: string): string;
  /** This process's enquiries that passed the rate limit and are being stored, per client hash. */
  readonly perClient: ClientQueue;
  /** Called once a new enquiry is committed. */
  stored(): void;
}

/** A post as the handler reads it: the two headers that decide how, and the body. */
export interface EnquiryPost {
  /** The Content-Type header as sent (multipart needs its boundary). */
  contentType: string;
  accept: string;
  body: AsyncIterable<Uint8Array> | null;
}

/** A web Request (Astro's route, the tests) as a post. */
export const postOf = (request: Request): EnquiryPost => ({
  contentType: request.headers.get('content-type') ?? '',
  accept: request.headers.get('accept') ?? '',
  body: request.body,
});

/** A content type's media type alone, lower case: `application/json; charset=utf-8` is `application/json`. */
const mediaType = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/** Whether the sender is a script that wants JSON back, rather than a browser's native form post that wants a page. */
export const wantsJson = (contentType: string, accept: string) => mediaType(contentType) === 'application/json' || /application\/json/.test(accept);

class BodyTooLarge extends Error {}

/** The body as text; more than `limit` bytes is refused as soon as they arrive, whatever the Content-Length said. */
async function readBody(body: AsyncIterable<Uint8Array> | null, limit: number): Promise<string> {
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body as a flat record of strings, or null when it cannot be read. */
async function parseBody(contentType: string, type: string, raw: string): Promise<Record<string, string> | null> {
  const record: Record<string, string> = {};
  if (type === 'application/json') {
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return null;
    }
    if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
    for (const [key, value] of Object.entries(data)) {
      if (typeof value === 'string' || typeof value === 'number') record[key] = String(value);
    }
    return record;
  }
  if (type === 'application/x-www-form-urlencoded') {
    for (const [key, value] of new URLSearchParams(raw)) record[key] ??= value;
    return record;
  }
  if (type === 'multipart/form-data') {
    try {
      const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
      for (const [key, value] of form) if (typeof value === 'string') record[key] ??= value;
      return record;
    } catch {
      return null;
    }
  }
  return null;
}

/** A post from a web Request: see handlePost. */
export const handleEnquiry = (request: Request, clientAddress: string, service: EnquiryIntake, lang: Lang = 'en') =>
  handlePost(postOf(request), clientAddress, service, lang);

/** `lang` is the language of the page the form was on: every message is in it. */
export async function handlePost(post: EnquiryPost, clientAddress: string, service: EnquiryIntake, lang: Lang = 'en'): Promise<HandledEnquiry> {
  const type = mediaType(post.contentType);
  const json = wantsJson(post.contentType, post.accept);
  const values: EnquiryInput = {};
  const say = enquiryMessages[lang];
  const done = (outcome: Outcome): HandledEnquiry => ({ outcome, values, wantsJson: json, lang });

  if (!['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'].includes(type)) {
    return done({ kind: 'refused', status: 415, message: say.wrongType });
  }
  let raw: string;
  try {
    raw = await readBody(post.body, service.config.maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      return done({ kind: 'refused', status: 413, message: say.tooLarge });
    }
    return done({ kind: 'refused', status: 400, message: say.incomplete });
  }
  const body = await parseBody(post.contentType, type, raw);
  if (!body) return done({ kind: 'refused', status: 400, message: say.unreadable });
  for (const field of FIELDS) if (body[field] !== undefined) values[field] = body[field];

  if (body[META_FIELDS.honeypot]) {
    return done({ kind: 'refused', status: 400, message: say.honeypot });
  }

  const checked = validateEnquiry(values, lang);
  if (!checked.ok) {
    return done({ kind: 'invalid', status: 422, errors: checked.errors, message: say.correct(Object.keys(checked.errors).length) });
  }

  const fillTime = fillTimeVerdict(body[META_FIELDS.fillTime], type, service.config.minFillMs);
  if (fillTime === 'missing') return done({ kind: 'refused', status: 400, message: say.incomplete });
  if (fillTime === 'too-quick') return done({ kind: 'refused', status: 400, message: say.tooQuick });

  try {
    return done(await limitAndStore(service, clientAddress, checked.enquiry, body[META_FIELDS.key], json, lang));
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) console.error(`[enquiries] could not store an enquiry: ${(error as Error).message}`);
    return done({ kind: 'unavailable', status: 503, message: say.unavailable });
  }
}

/**
 * The form's fill time, which it always sends: measured by its script (JSON
 * posts come only from that script), or empty from a form posted by a
 * browser without JavaScript, which cannot measure it. A body without the
 * field did not come from the form.
 */
function fillTimeVerdict(raw: string | undefined, type: string, minFillMs: number): 'ok' | 'missing' | 'too-quick' {
  if (minFillMs <= 0) return 'ok';
  if (raw === undefined || (raw === '' && type === 'application/json')) return 'missing';
  if (raw === '') return 'ok';
  const fillMs = Number(raw);
  if (!Number.isFinite(fillMs)) return 'missing';
  return fillMs < minFillMs ? 'too-quick' : 'ok';
}

/** Applies the rate limit and stores the enquiry; any failure of the store rejects (the caller answers 503). */
async function limitAndStore(
  service: EnquiryIntake,
  clientAddress: string,
  enquiry: Enquiry,
  sentKey: string | undefined,
  wantsJson: boolean,
  lang: Lang,
): Promise<Outcome> {
  const store = await service.store();
  const clientHash = service.hashClient(clientAddress);
  const { rateLimit, rateWindowMs } = service.config;
  // Without a key (a form sent without JavaScript) the same enquiry sent again gets the first one back. The key is made
  // of the answers alone, never the address: it stays as long as the enquiry, and no secret could turn it back into an address.
  const idempotencyKey =
    sentKey && IDEMPOTENCY_KEY.test(sentKey) ? sentKey : `auto-${createHash('sha256').update(JSON.stringify(enquiry)).digest('hex').slice(0, 40)}`;
  const submit = () => store.submit(enquiry, { idempotencyKey, clientHash, channel: wantsJson ? 'json' : 'form', noticeVersion: PRIVACY.noticeVersion });

  const countAndStore = async (): Promise<Outcome> => {
    const now = Date.now();
    const recent = rateLimit > 0 ? await store.recentFromClient(clientHash, new Date(now - rateWindowMs)) : { count: 0, oldest: null };
    const limit = rateLimitVerdict(recent, rateLimit, rateWindowMs, now);
    if (!limit.allowed) {
      const minutes = Math.ceil(limit.retryAfterSeconds / 60);
      return { kind: 'rate-limited', status: 429, retryAfterSeconds: limit.retryAfterSeconds, message: enquiryMessages[lang].rateLimited(minutes) };
    }
    const result = await submit();
    if (result.created) service.stored();
    // A key sent again with other answers (a script's bug, or a form edited after sending): nothing is stored, and the sender is told.
    if (!result.sameAnswers) return { kind: 'refused', status: 409, message: enquiryMessages[lang].keyReused };
    return { kind: 'stored', status: result.created ? 201 : 200, id: result.id, created: result.created };
  };
  // With a limit, one client's posts are counted and stored one at a time; without one, nothing waits.
  return rateLimit > 0 ? service.perClient.run(clientHash, countAndStore) : countAndStore();
}
