/**
 * POST /api/enquiries, and /hi/api/enquiries from Hindi pages (on demand).
 * A script (JSON) gets JSON (the production server answers scripts itself,
 * enquiry/server/http/node-route.ts, with the same handler; this answers
 * them under `astro dev`); a native form post gets a 303 to the thank-you
 * page with the enquiry's reference once the enquiry is committed, or the
 * form again (enquiry-not-sent.astro, by a rewrite) with a message per field
 * and the input kept. Every word is in the language of the page the form was
 * on, which the path names.
 *
 * An endpoint rather than a page: a page's render hashes every inline style
 * and script for the content security policy, work a JSON answer never needs.
 */
import type { APIRoute } from 'astro';
import { enquiryServiceFrom } from '../../../../enquiry/server/locals.ts';
import { jsonResponse, referenceOf, thankYou } from '../../../lib/enquiry/shared/response.ts';
import { routeIn, TRANSLATED_LANGS } from '../../../lib/languages.ts';

export const prerender = false;

/** Where the form is shown again, rendered only by the rewrite below (the production server routes no request there). */
const NOT_SENT = '/api/enquiry-not-sent';

export const ALL: APIRoute = async (context) => {
  // The path's prefix is a language other than English ("hi"), or nothing.
  const prefix = context.params.language;
  if (prefix !== undefined && !TRANSLATED_LANGS.some((lang) => lang === prefix)) return new Response('Not found', { status: 404 });
  const { lang } = context.locals;
  const method = context.request.method;
  if (method === 'GET' || method === 'HEAD') return context.redirect(`${routeIn(lang, '/admission-helpdesk-contact')}#enquiry`, 303);
  if (method !== 'POST') return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, POST' } });

  const handled = await enquiryServiceFrom(context.locals).handle(context.request, context.locals.clientAddress ?? context.clientAddress, lang);
  if (handled.wantsJson) return jsonResponse(handled);
  if (handled.outcome.kind === 'stored') return context.redirect(thankYou(lang, referenceOf(handled.outcome.id)), 303);
  context.locals.enquiryNotSent = handled;
  // The body has been read: the rewrite gets a request of its own rather than a copy of this one.
  return context.rewrite(new Request(new URL(routeIn(lang, NOT_SENT), context.url), { headers: context.request.headers }));
};
