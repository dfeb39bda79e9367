/**
 * GET /api/enquiries.csv: every stored enquiry with its forwarding status,
 * streamed a page of rows at a time. 404 unless ENQUIRY_EXPORT_TOKEN is
 * set; 401 without that bearer token, and 429 to a wrong token from an
 * address that sent wrong ones too often — the right token is always
 * served, so one person guessing behind a campus NAT cannot lock the
 * admissions office out (the token's length, not the lockout, is what
 * defeats guessing). Every answer is no-store. Every export (time, the
 * address that asked, rows) and every refusal is logged, without the
 * enquiries' personal data.
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

/** When and from which address a refused request came, as the log says it. */
const at = (time: number, address: string) => `at ${new Date(time).toISOString()} from ${address}`;

/** Every answer of the route: never kept by a browser or a proxy. */
const answer = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

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
    if (!expected) return answer('Not found', 404);
    if (request.method !== 'GET') return answer('Method not allowed', 405, { allow: 'GET' });
    const key = rateLimitKey(clientAddress);
    const now = Date.now();
    let failures = this.failures.get(key);
    if (failures && now - failures.since > EXPORT_FAILURE_WINDOW_MS) failures = undefined;
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim() ?? '';
    if (!tokenMatches(token, expected)) {
      if (failures && failures.count >= EXPORT_FAILURES_ALLOWED) {
        const retryAfter = Math.ceil((failures.since + EXPORT_FAILURE_WINDOW_MS - now) / 1000);
        console.warn(`[enquiries] export refused ${at(now, clientAddress)}: too many wrong tokens from this address; it may try again in ${retryAfter} s`);
        return answer('Too many attempts with a wrong token; try again later.', 429, { 'retry-after': String(retryAfter) });
      }
      failures = { count: (failures?.count ?? 0) + 1, since: failures?.since ?? now };
      this.failures.set(key, failures);
      // Old entries go when the map grows, so a stream of addresses cannot fill memory.
      if (this.failures.size > EXPORT_FAILURES_KEPT) this.forgetFailures(now);
      console.warn(
        `[enquiries] export refused ${at(now, clientAddress)}: wrong or missing token (${failures.count} from this address in ${EXPORT_FAILURE_WINDOW_MS / 60_000} minutes)`,
      );
      return answer('A valid bearer token is required.', 401, { 'www-authenticate': 'Bearer realm="enquiries"' });
    }
    this.failures.delete(key);
    let store: EnquiryStore;
    try {
      store = await this.options.store();
    } catch (error) {
      console.error(`[enquiries] export failed: ${(error as Error).message}`);
      return answer('The enquiry store is unavailable.', 503);
    }
    return csvResponse(store, new Date(), clientAddress);
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
function csvResponse(store: EnquiryStore, started: Date, asker: string): Response {
  const when = `at ${started.toISOString()} for ${asker}`;
  const counted = { rows: 0 };
  const lines = csvLines(store.exportRows(), counted);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await lines.next();
        if (!done) return controller.enqueue(encoder.encode(value));
        controller.close();
        console.log(`[enquiries] export ${when}: ${counted.rows} enquiries`);
      } catch (error) {
        console.error(`[enquiries] export ${when} broke off after ${counted.rows} enquiries: ${(error as Error).message}`);
        controller.error(error);
      }
    },
    async cancel() {
      await lines.return(undefined);
      console.log(`[enquiries] export ${when} cancelled by the client after ${counted.rows} enquiries`);
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
