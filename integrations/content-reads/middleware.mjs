/**
 * Tells the content-reads recorder which page a build is rendering. The page's
 * body is read here, inside the page's context, so that every component that
 * renders while the body streams is counted for this page. Pages served at run
 * time pass through untouched.
 */
import { recordPage } from './store.mjs';

export async function onRequest(context, next) {
  if (!context.isPrerendered) return next();
  return recordPage(context.url.pathname, async () => {
    const response = await next();
    const body = await response.arrayBuffer();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  });
}
