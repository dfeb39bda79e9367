/**
 * Where the recorder and the middleware meet: the set of files the page
 * being rendered has read. Kept on globalThis because the build runs the
 * bundled pages in the same process as the integration that writes the file.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** @type {{ page: AsyncLocalStorage<Set<string>>, routes: Map<string, Set<string>> }} */
const state = (globalThis.__contentReads ??= { page: new AsyncLocalStorage(), routes: new Map() });

export const currentReads = () => state.page.getStore();

/** Renders one page with a fresh set of reads, kept under its route. */
export function recordPage(route, render) {
  const reads = state.routes.get(route) ?? new Set();
  state.routes.set(route, reads);
  return state.page.run(reads, render);
}
