/**
 * The enquiry routes as the production server answers them before Astro's
 * pipeline: a script's post (JSON) to /api/enquiries or /hi/api/enquiries is
 * read from Node's request and answered here with the same handler, so the
 * same messages, status codes and headers as Astro's route
 * (src/pages/[...language]/api/enquiries.ts), without a web Request and its
 * streams, which cost more than storing the enquiry. A native form post,
 * which needs a page rendered when it is not stored, and GET and HEAD go on
 * to Astro's route.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LANGS, routeIn, type Lang } from '../../../src/lib/languages.ts';
import { jsonAnswer } from '../../../src/lib/enquiry/shared/response.ts';
import { wantsJson, type EnquiryPost } from './handler.ts';
import type { HandledEnquiry } from '../../../src/lib/enquiry/shared/response.ts';

/** Each language's enquiry route, with its language: /api/enquiries, /hi/api/enquiries. */
export const ENQUIRY_ROUTES: ReadonlyMap<string, Lang> = new Map(LANGS.map((lang) => [routeIn(lang, '/api/enquiries'), lang]));
/** The staff export (http/csv-export.ts), answered by Astro's route. */
export const EXPORT_ROUTE = '/api/enquiries.csv';

/** The language of the enquiry route when a request to `path` is a script's post answered here; undefined when Astro's route answers it. */
export function scriptPostTo(req: IncomingMessage, path: string): Lang | undefined {
  if (req.method !== 'POST') return undefined;
  const lang = ENQUIRY_ROUTES.get(path);
  return lang && wantsJson(req.headers['content-type'] ?? '', req.headers.accept ?? '') ? lang : undefined;
}

/** What this needs of the enquiry service (../service.ts). */
export interface EnquiryHandling {
  handlePost(post: EnquiryPost, clientAddress: string, lang: Lang): Promise<HandledEnquiry>;
}

/** Reads the post from `req`, hands it to the service and writes its JSON answer. */
export async function answerScriptPost(
  req: IncomingMessage,
  res: ServerResponse,
  enquiries: EnquiryHandling,
  lang: Lang,
  clientAddress: string,
): Promise<void> {
  const post = { contentType: req.headers['content-type'] ?? '', accept: req.headers.accept ?? '', body: req };
  const { status, headers, body } = jsonAnswer(await enquiries.handlePost(post, clientAddress, lang));
  res.writeHead(status, headers);
  res.end(body);
}
