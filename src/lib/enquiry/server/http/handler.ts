/**
 * POST /api/enquiries, independent of Astro so it can be tested directly:
 * read the body (form-encoded or JSON, within a size limit), refuse bots
 * (honeypot, minimum fill time), validate with the shared schema, apply the
 * per-client rate limit, store (answering only after the commit) and say
 * what happened. The route turns the outcome into JSON for scripts, a 303
 * for a native form post, or the form again with its messages.
 */
import { createHash } from 'node:crypto';
import { FIELDS, IDEMPOTENCY_KEY, META_FIELDS, validateEnquiry, type Enquiry, type EnquiryInput } from '../../shared/schema.ts';
import type { HandledEnquiry, Outcome } from '../../shared/response.ts';
import { enquiryMessages } from '../../shared/messages.ts';
import { PRIVACY } from '../../shared/privacy.ts';
import type { Lang } from '../../../languages.ts';
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

class BodyTooLarge extends Error {}

async function readBody(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw new BodyTooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body as a flat record of strings, or null when it cannot be read. */
async function parseBody(request: Request, type: string, raw: string): Promise<Record<string, string> | null> {
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
      const form = await new Response(raw, { headers: { 'content-type': request.headers.get('content-type')! } }).formData();
      for (const [key, value] of form) if (typeof value === 'string') record[key] ??= value;
      return record;
    } catch {
      return null;
    }
  }
  return null;
}

/** `lang` is the language of the page the form was on: every message is in it. */
export async function handleEnquiry(request: Request, clientAddress: string, service: EnquiryIntake, lang: Lang = 'en'): Promise<HandledEnquiry> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const wantsJson = type === 'application/json' || /application\/json/.test(request.headers.get('accept') ?? '');
  const values: EnquiryInput = {};
  const say = enquiryMessages[lang];
  const done = (outcome: Outcome): HandledEnquiry => ({ outcome, values, wantsJson, lang });

  if (!['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'].includes(type)) {
    return done({ kind: 'refused', status: 415, message: say.wrongType });
  }
  let raw: string;
  try {
    raw = await readBody(request, service.config.maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      return done({ kind: 'refused', status: 413, message: say.tooLarge });
    }
    return done({ kind: 'refused', status: 400, message: say.incomplete });
  }
  const body = await parseBody(request, type, raw);
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
    return done(await limitAndStore(service, clientAddress, checked.enquiry, body[META_FIELDS.key], wantsJson, lang));
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
    return { kind: 'stored', status: result.created ? 201 : 200, id: result.id, created: result.created };
  };
  // With a limit, one client's posts are counted and stored one at a time; without one, nothing waits.
  return rateLimit > 0 ? service.perClient.run(clientHash, countAndStore) : countAndStore();
}
