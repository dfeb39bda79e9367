/**
 * The server's own answer to a script's post (enquiry/server/http/node-route.ts)
 * against Astro's route's (the web Request through the same handler): which
 * posts it takes, and the same status, headers and body for each outcome,
 * in each language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnquiryService } from '../../enquiry/server/service.ts';
import { configFromEnv } from '../../enquiry/server/config.ts';
import { answerScriptPost, ENQUIRY_ROUTES, scriptPostTo } from '../../enquiry/server/http/node-route.ts';
import { jsonResponse } from '../../src/lib/enquiry/shared/response.ts';
import { LANGS, routeIn, type Lang } from '../../src/lib/languages.ts';
import { validFields as fields } from '../enquiry-fields.ts';

const dirs: string[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function service(env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'enquiry-node-route-'));
  dirs.push(dir);
  const s = new EnquiryService(configFromEnv({ ENQUIRY_DB_PATH: join(dir, 'e.sqlite'), ENQUIRY_RATE_LIMIT: '2', ...env }));
  closers.push(() => s.stop());
  return s;
}

/** A server that answers every post as the production server answers a script's. */
async function nodeRoute(s: EnquiryService) {
  const server = http.createServer((req, res) => {
    const path = req.url!;
    void answerScriptPost(req, res, s, ENQUIRY_ROUTES.get(path)!, '10.0.0.1');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Status, the route's own headers (retry-after only as present: the two stores' clocks differ by milliseconds) and body, ids aside. */
const answerOf = async (response: Response) => ({
  status: response.status,
  headers: Object.fromEntries(
    [...response.headers]
      .filter(([name]) => ['content-type', 'cache-control', 'retry-after'].includes(name))
      .map(([name, value]) => [name, name === 'retry-after' ? 'present' : value]),
  ),
  body: (await response.text()).replace(/[0-9a-f-]{36}/g, '<id>').replace(/[0-9A-F]{4}-[0-9A-F]{4}/g, '<reference>'),
});

describe('which posts the server answers itself', () => {
  const post = (headers: Record<string, string>, method = 'POST') => ({ method, headers }) as http.IncomingMessage;

  it('takes JSON posts and posts that ask for JSON, to the enquiry route of each language, and leaves the rest to Astro', () => {
    for (const lang of LANGS) {
      const path = routeIn(lang, '/api/enquiries');
      expect(scriptPostTo(post({ 'content-type': 'application/json; charset=utf-8' }), path)).toBe(lang);
      expect(scriptPostTo(post({ 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }), path)).toBe(lang);
      expect(scriptPostTo(post({ 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }), path)).toBeUndefined();
      expect(scriptPostTo(post({ 'content-type': 'application/json' }, 'GET'), path)).toBeUndefined();
    }
    expect(scriptPostTo(post({ 'content-type': 'application/json' }), '/api/enquiries.csv')).toBeUndefined();
  });
});

describe('the answer', () => {
  const cases: [string, Lang, Record<string, unknown>][] = [
    ['stored', 'en', { ...fields, idempotencyKey: 'node-route-0001' }],
    ['stored again', 'en', { ...fields, idempotencyKey: 'node-route-0001' }],
    ['another stored', 'en', { ...fields, idempotencyKey: 'node-route-0002' }],
    ['rate-limited', 'en', { ...fields, idempotencyKey: 'node-route-0003' }],
    ['invalid, in Hindi', 'hi', { ...fields, name: 'A', phoneno: '12' }],
    ['refused as a bot', 'hi', { ...fields, website: 'https://spam.example' }],
  ];

  it('is the one Astro’s route gives for the same post', async () => {
    const viaNode = service();
    const viaAstro = service();
    const url = await nodeRoute(viaNode);
    for (const [label, lang, body] of cases) {
      const path = routeIn(lang, '/api/enquiries');
      const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
      const astro = await answerOf(jsonResponse(await viaAstro.handle(new Request(`http://site.test${path}`, init), '10.0.0.1', lang)));
      const node = await answerOf(await fetch(`${url}${path}`, init));
      expect(node, label).toEqual(astro);
    }
    expect(await (await viaNode.store()).count()).toBe(2);
  });

  it('refuses a body that grows past the limit as it arrives, as Astro’s route does', async () => {
    const s = service({ ENQUIRY_MAX_BODY_BYTES: '1000' });
    const url = await nodeRoute(s);
    const big = JSON.stringify({ ...fields, query: 'x'.repeat(2000) });
    // Sent in pieces without a length, so only counting what arrives can refuse it.
    const body = new ReadableStream({
      start(controller) {
        for (let at = 0; at < big.length; at += 500) controller.enqueue(new TextEncoder().encode(big.slice(at, at + 500)));
        controller.close();
      },
    });
    const response = await fetch(`${url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toMatch(/longer than we accept/);
    expect(await (await s.store()).count()).toBe(0);
  });
});
