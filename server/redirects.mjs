/**
 * Routes the server answers with a real redirect, read from the build: a
 * built page whose only job is to send the visitor on (a meta refresh with
 * no delay) is the fallback for hosts that serve files only; this server
 * can do better and answers 302 with its target. Nothing from the sources
 * is read at run time.
 */
import { builtPages, redirectTarget } from './built-site.ts';

/** Route → target, for every redirect page under `clientDir`. */
export function redirectsFromBuild(clientDir) {
  return new Map(builtPages({ kinds: ['redirect'], dir: clientDir }).map(({ route, html }) => [route, redirectTarget(html)]));
}
