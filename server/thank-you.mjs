/**
 * The thank-you page after an enquiry, with the enquiry's reference: the
 * form, with or without JavaScript, leads to /thank-you-admission?reference=…
 * (and the Hindi page's). The built page holds the receipt hidden and empty
 * (src/components/EnquiryForm/EnquiryReceipt.astro); this fills in the
 * reference and shows it. The reference comes from the address alone, in the
 * one form referenceOf gives, so the store is never read and the page shows
 * nothing else of the enquiry. Pages are read from the build once, at start.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '../src/lib/languages.ts';
import { REFERENCE, thankYou } from '../src/lib/enquiry/shared/response.ts';

/** The receipt's opening tag with its `hidden`, and the empty element the reference goes into. */
const HIDDEN_RECEIPT = /(<[a-z]+\b[^>]*\bdata-enquiry-receipt\b[^>]*?)\s+hidden(?=[\s>])/;
const REFERENCE_SLOT = /(<([a-z]+)\b[^>]*\bdata-enquiry-reference\b[^>]*>)(<\/\2>)/;

/** The page split around the reference, shown, or null when the page has no receipt to fill. */
function receiptTemplate(file) {
  const html = readFileSync(file, 'utf8');
  const shown = html.replace(HIDDEN_RECEIPT, '$1');
  const slot = REFERENCE_SLOT.exec(shown);
  if (shown === html || !slot) {
    console.warn(`[server] ${file} has no <EnquiryReceipt />: the thank-you page is served without the enquiry's reference`);
    return null;
  }
  const at = slot.index + slot[1].length;
  return [shown.slice(0, at), shown.slice(at)];
}

/** A function that answers a GET or HEAD of a thank-you page with a reference, and says whether it did. */
export function thankYouFromBuild(clientDir) {
  const pages = new Map();
  for (const lang of LANGS) {
    const route = thankYou(lang);
    const file = join(clientDir, route, 'index.html');
    const template = existsSync(file) && receiptTemplate(file);
    if (template) pages.set(route, template);
  }
  return (path, query, req, res) => {
    const template = pages.get(path);
    const reference = new URLSearchParams(query).get('reference');
    if (!template || !reference || !REFERENCE.test(reference)) return false;
    const page = Buffer.from(template[0] + reference + template[1]);
    // The reference is the visitor's own: not for shared caches, nor for the page without it.
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': page.length, 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : page);
    return true;
  };
}
