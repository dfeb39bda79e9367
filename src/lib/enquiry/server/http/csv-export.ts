/**
 * GET /api/enquiries.csv: every stored enquiry with its forwarding status,
 * streamed a page of rows at a time. 404 unless ENQUIRY_EXPORT_TOKEN is
 * set; 401 without that bearer token, and 429 for an address that sent
 * a wrong one too often. Every export and every refusal is logged, without
 * personal data.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { EnquiryStore } from '../ports.ts';
import { csvLines } from '../csv.ts';
import { rateLimitKey } from '../visitor.ts';

/** Wrong export tokens allowed from one address per window before it must wait out the window. */
const EXPORT_FAILURES_ALLOWED = 5;
const EXPORT_FAILURE_WINDOW_MS = 15 * 60_000;
/** Addresses whose failures are remembered at most, so that a stream of addresses cannot fill memory. */
const EXPORT_FAILURES_KEPT = 10_000;

/** Whether a bearer token matches the configured export token, compared in constant time. */
function tokenMatches(token: string, expected: string): boolean {
  // Compare digests so that the lengths are equal and the comparison leaks nothing.
  const a = createHash('sha256').update(token).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export interface CsvExportOptions {
  /** ENQUIRY_EXPORT_TOKEN; null turns the route off. */
  token: string | null;
  store: () => Promise<EnquiryStore>;
}

/** The export route for one server process, which remembers wrong tokens per address. */
export class CsvExport {
  private readonly options: CsvExportOptions;
  /** Failed export attempts per address key: how many, and when the first of the current window came. */
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(options: CsvExportOptions) {
    this.options = options;
  }

  async answer(request: Request, clientAddress: string): Promise<Response> {
    const expected = this.options.token;
    if (!expected) return new Response('Not found', { status: 404 });
    if (request.method !== 'GET') return new Response('Method not allowed', { status: 405, headers: { allow: 'GET' } });
    const key = rateLimitKey(clientAddress);
    const now = Date.now();
    let failures = this.failures.get(key);
    if (failures && now - failures.since > EXPORT_FAILURE_WINDOW_MS) failures = undefined;
    if (failures && failures.count >= EXPORT_FAILURES_ALLOWED) {
      const retryAfter = Math.ceil((failures.since + EXPORT_FAILURE_WINDOW_MS - now) / 1000);
      console.warn(`[enquiries] export refused: too many wrong tokens from one address; it may try again in ${retryAfter} s`);
      return new Response('Too many attempts with a wrong token; try again later.', { status: 429, headers: { 'retry-after': String(retryAfter) } });
    }
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim() ?? '';
    if (!tokenMatches(token, expected)) {
      failures = { count: (failures?.count ?? 0) + 1, since: failures?.since ?? now };
      this.failures.set(key, failures);
      // Old entries go when the map grows, so a stream of addresses cannot fill memory.
      if (this.failures.size > EXPORT_FAILURES_KEPT) this.forgetFailures(now);
      console.warn(`[enquiries] export refused: wrong or missing token (${failures.count} from one address in ${EXPORT_FAILURE_WINDOW_MS / 60_000} minutes)`);
      return new Response('A valid bearer token is required.', { status: 401, headers: { 'www-authenticate': 'Bearer realm="enquiries"' } });
    }
    this.failures.delete(key);
    let store: EnquiryStore;
    try {
      store = await this.options.store();
    } catch (error) {
      console.error(`[enquiries] export failed: ${(error as Error).message}`);
      return new Response('The enquiry store is unavailable.', { status: 503, headers: { 'cache-control': 'no-store' } });
    }
    return csvResponse(store, new Date());
  }

  /** Drops the failures whose window has passed, then the oldest, until the map holds at most EXPORT_FAILURES_KEPT addresses. */
  private forgetFailures(now: number): void {
    for (const [key, { since }] of this.failures) if (now - since > EXPORT_FAILURE_WINDOW_MS) this.failures.delete(key);
    for (const key of this.failures.keys()) {
      if (this.failures.size <= EXPORT_FAILURES_KEPT) break;
      this.failures.delete(key);
    }
  }
}

/** The store's rows as a CSV download, read a page at a time while the client takes them. */
function csvResponse(store: EnquiryStore, started: Date): Response {
  const counted = { rows: 0 };
  const lines = csvLines(store.exportRows(), counted);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await lines.next();
        if (!done) return controller.enqueue(encoder.encode(value));
        controller.close();
        console.log(`[enquiries] export at ${started.toISOString()}: ${counted.rows} enquiries`);
      } catch (error) {
        console.error(`[enquiries] export at ${started.toISOString()} broke off after ${counted.rows} enquiries: ${(error as Error).message}`);
        controller.error(error);
      }
    },
    async cancel() {
      await lines.return(undefined);
      console.log(`[enquiries] export at ${started.toISOString()} cancelled by the client after ${counted.rows} enquiries`);
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="enquiries-${started.toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
