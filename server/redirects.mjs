/**
 * Routes the server answers with a real redirect, read from the build: a
 * built page whose only job is to send the visitor on (a meta refresh with
 * no delay) is the fallback for hosts that serve files only; this server
 * can do better and answers 302 with its target. Nothing from the sources
 * is read at run time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const REFRESH = /<meta\s+http-equiv="refresh"\s+content="0;\s*url=([^"]+)"/i;
const decode = (value) => value.replaceAll('&amp;', '&').replaceAll('&#38;', '&');

/** Route → target, for every `…/index.html` under `clientDir` that is a redirect page. */
export function redirectsFromBuild(clientDir) {
  const redirects = new Map();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = join(entry.parentPath, entry.name);
    const target = REFRESH.exec(readFileSync(file, 'utf8'))?.[1];
    if (!target) continue;
    const folder = relative(clientDir, entry.parentPath).split(sep).join('/');
    redirects.set(`/${folder}`, decode(target));
  }
  return redirects;
}
