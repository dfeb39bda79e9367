/** POST /api/enquiries without Astro: body limits and types, bot checks, validation, rate limit, idempotency, store failure. */
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseSync } from 'node:sqlite';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { EnquiryService } from '../../enquiry/server/service.ts';
import { configFromEnv } from '../../enquiry/server/config.ts';
import { handleEnquiry } from '../../enquiry/server/http/handler.ts';
import { jsonResponse, referenceOf } from '../../src/lib/enquiry/shared/response.ts';
import { enquiryMessages } from '../../src/lib/enquiry/shared/messages.ts';
import { validFields as fields } from '../enquiry-fields.ts';

const dirs: string[] = [];
const services: EnquiryService[] = [];
function service(env: Record<string, string> = {}, dbPath?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'enquiry-handler-'));
  dirs.push(dir);
  const s = new EnquiryService(configFromEnv({ ENQUIRY_DB_PATH: dbPath ?? join(dir, 'e.sqlite'), ENQUIRY_MIN_FILL_MS: '3000', ...env }));
  services.push(s);
  return s;
}
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.stop()));
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const json = (body: unknown) =>
  new Request('http://site.test/api/enquiries', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const form = (body: Record<string, string>) =>
  new Request('http://site.test/api/enquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });

describe('handleEnquiry', () => {
  it('stores a JSON enquiry and answers 201 with the id; the same key answers 200 with the same id', async () => {
    const s = service();
    const first = await handleEnquiry(json({ ...fields, idempotencyKey: 'abcdef123456', fillMs: '9000' }), '10.0.0.1', s);
    const again = await handleEnquiry(json({ ...fields, idempotencyKey: 'abcdef123456', fillMs: '9000' }), '10.0.0.1', s);
    expect(first.outcome).toMatchObject({ kind: 'stored', status: 201, created: true });
    expect(again.outcome).toMatchObject({ kind: 'stored', status: 200, created: false });
    expect(first.wantsJson).toBe(true);
    const body = await jsonResponse(again).json();
    expect(body).toMatchObject({ ok: true, duplicate: true, redirect: `/thank-you-admission?reference=${referenceOf(body.id)}` });
    expect(body.redirect).toMatch(/\?reference=[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(await (await s.store()).count()).toBe(1);
  });

  it('refuses a key sent again with other answers with 409 and a message in the page’s language, keeping the first enquiry as it was', async () => {
    const s = service();
    const key = 'reused-key-123456';
    expect((await handleEnquiry(json({ ...fields, idempotencyKey: key, fillMs: '9000' }), '10.0.0.1', s)).outcome.status).toBe(201);
    const changed = await handleEnquiry(json({ ...fields, city: 'Ghaziabad', idempotencyKey: key, fillMs: '9000' }), '10.0.0.1', s, 'hi');
    expect(changed.outcome).toEqual({ kind: 'refused', status: 409, message: enquiryMessages.hi.keyReused });
    const answer = jsonResponse(changed);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ ok: false, message: enquiryMessages.hi.keyReused });
    const rows = await (await s.store()).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ city: fields.city });
    // Sent at once, in one group commit: the first is stored, the other refused.
    const [a, b] = await Promise.all([
      handleEnquiry(json({ ...fields, idempotencyKey: 'same-batch-key-1', fillMs: '9000' }), '10.0.0.1', s),
      handleEnquiry(json({ ...fields, query: 'Another question entirely?', idempotencyKey: 'same-batch-key-1', fillMs: '9000' }), '10.0.0.1', s),
    ]);
    expect([a.outcome.status, b.outcome.status]).toEqual([201, 409]);
  });

  it('stores a form post once when the same client sends the same enquiry twice without a key', async () => {
    const s = service();
    const a = await handleEnquiry(form(fields), '10.0.0.2', s);
    const b = await handleEnquiry(form(fields), '10.0.0.2', s);
    expect(a.wantsJson).toBe(false);
    expect([a.outcome.status, b.outcome.status]).toEqual([201, 200]);
    expect(await (await s.store()).count()).toBe(1);
    expect((await (await s.store()).all())[0]).toMatchObject({ channel: 'form', phone: '+919876543210' });
  });

  it('never stores the client address, only a keyed hash of it', async () => {
    const s = service();
    await handleEnquiry(form(fields), '203.0.113.77', s);
    const file = JSON.stringify(await (await s.store()).all());
    expect(file).not.toContain('203.0.113.77');
    expect(s.hashClient('203.0.113.77')).toMatch(/^[0-9a-f]{32}$/);
    expect(s.hashClient('203.0.113.77')).not.toBe(service().hashClient('203.0.113.77'));
  });

  it('answers 422 with a message per field and the values as sent', async () => {
    const s = service();
    const result = await handleEnquiry(form({ ...fields, name: 'A', phoneno: '123' }), '10.0.0.3', s);
    expect(result.outcome).toMatchObject({ kind: 'invalid', status: 422, message: 'Your enquiry was not sent. 2 answers need correcting.' });
    expect(result.outcome.kind === 'invalid' && Object.keys(result.outcome.errors)).toEqual(['name', 'phoneno']);
    expect(result.values).toMatchObject({ name: 'A', phoneno: '123', query: fields.query });
  });

  it.each([
    ['a filled honeypot', json({ ...fields, website: 'https://spam.example' }), 400, /leave this empty/],
    ['a form sent faster than a person could fill it', json({ ...fields, fillMs: '800' }), 400, /very quickly/],
    [
      'an unsupported content type',
      new Request('http://site.test/', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' }),
      415,
      /x-www-form-urlencoded/,
    ],
    [
      'broken JSON',
      new Request('http://site.test/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' }),
      400,
      /could not be read/,
    ],
    ['a JSON array', json([fields]), 400, /could not be read/],
    ['a body over the limit', json({ ...fields, query: 'x'.repeat(20_000) }), 413, /longer than we accept/],
  ])('refuses %s', async (_label, request, status, message) => {
    const s = service();
    const { outcome } = await handleEnquiry(request, '10.0.0.4', s);
    expect(outcome.status).toBe(status);
    expect('message' in outcome && outcome.message).toMatch(message);
    expect(await (await s.store()).count()).toBe(0);
  });

  it('limits each client to the configured enquiries per window, counted in the store, and says when to try again', async () => {
    const s = service({ ENQUIRY_RATE_LIMIT: '2', ENQUIRY_RATE_WINDOW_SECONDS: '600' });
    const send = (ip: string, n: number) => handleEnquiry(json({ ...fields, idempotencyKey: `rate-limit-${ip.replaceAll('.', '_')}-${n}` }), ip, s);
    expect((await send('10.0.0.5', 1)).outcome.status).toBe(201);
    expect((await send('10.0.0.5', 2)).outcome.status).toBe(201);
    const third = await send('10.0.0.5', 3);
    expect(third.outcome).toMatchObject({ kind: 'rate-limited', status: 429 });
    // The first enquiry leaves the 600-second window first: then the client may send again.
    const retryAfter = third.outcome.kind === 'rate-limited' ? third.outcome.retryAfterSeconds : 0;
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(jsonResponse(third).headers.get('retry-after')).toBe(String(retryAfter));
    // Another instance on the same store applies the same limit.
    const other = new EnquiryService(s.config);
    services.push(other);
    expect((await handleEnquiry(json({ ...fields, idempotencyKey: 'rate-limit-other-instance' }), '10.0.0.5', other)).outcome.status).toBe(429);
    expect((await send('10.0.0.6', 1)).outcome.status).toBe(201);
  });

  it('lets 40 simultaneous posts from one client store no more than the limit', async () => {
    const s = service({ ENQUIRY_RATE_LIMIT: '5' });
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, n) => handleEnquiry(json({ ...fields, idempotencyKey: `simultaneous-${n}-key` }), '10.0.0.40', s)),
    );
    const statuses = results.map((r) => r.outcome.status);
    const stored = statuses.filter((status) => status === 201).length;
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - stored);
    expect(await (await s.store()).count()).toBe(stored);
    // The reservations are given back: another client is not held up by them.
    expect((await handleEnquiry(json({ ...fields, idempotencyKey: 'simultaneous-other' }), '10.0.0.41', s)).outcome.status).toBe(201);
  });

  it.each([
    ['without the fill time in JSON', json({ ...fields, fillMs: undefined }), 400, /did not arrive complete/],
    ['with an empty fill time in JSON (the form’s script always measures it)', json({ ...fields, fillMs: '' }), 400, /did not arrive complete/],
    [
      'a form without the fill-time field',
      form(Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'fillMs'))),
      400,
      /did not arrive complete/,
    ],
    ['a fill time that is not a number', json({ ...fields, fillMs: 'soon' }), 400, /did not arrive complete/],
  ])('requires the fill time: refuses %s', async (_label, request, status, message) => {
    const s = service();
    const { outcome } = await handleEnquiry(request, '10.0.0.42', s);
    expect(outcome.status).toBe(status);
    expect('message' in outcome && outcome.message).toMatch(message);
    expect(await (await s.store()).count()).toBe(0);
  });

  it('accepts a form posted without JavaScript, whose fill-time field is present but empty', async () => {
    const s = service();
    expect((await handleEnquiry(form({ ...fields, fillMs: '' }), '10.0.0.43', s)).outcome.status).toBe(201);
  });

  it('makes the key of an enquiry sent without one from its answers alone, never from the sender’s address', async () => {
    const a = service();
    const b = service();
    await handleEnquiry(form(fields), '203.0.113.50', a);
    await handleEnquiry(form(fields), '198.51.100.60', b);
    const keyOf = async (s: EnquiryService) => {
      await s.stop();
      const raw = new DatabaseSync(s.config.dbPath);
      const { idempotency_key } = raw.prepare('SELECT idempotency_key FROM enquiries').get() as { idempotency_key: string };
      raw.close();
      return idempotency_key;
    };
    // Two addresses and two hashing secrets, one key: nothing of the address is in it.
    const [first, second] = [await keyOf(a), await keyOf(b)];
    expect(first).toMatch(/^auto-[0-9a-f]{40}$/);
    expect(second).toBe(first);
  });

  it('counts IPv6 clients by their /64, and an IPv4 address written as IPv6 as that address', async () => {
    const s = service({ ENQUIRY_RATE_LIMIT: '1' });
    const send = (ip: string, n: number) => handleEnquiry(json({ ...fields, idempotencyKey: `ipv6-limit-${n}` }), ip, s);
    expect((await send('2001:db8:1:2::1', 1)).outcome.status).toBe(201);
    expect((await send('2001:db8:1:2:ffff:ffff:ffff:fffe', 2)).outcome.status).toBe(429);
    expect((await send('2001:db8:1:3::1', 3)).outcome.status).toBe(201);
    expect((await send('192.0.2.7', 4)).outcome.status).toBe(201);
    expect((await send('::ffff:192.0.2.7', 5)).outcome.status).toBe(429);
  });

  it('refuses hidden control and text-direction characters with a message in the page’s language, keeping what was typed; stores text in NFC', async () => {
    const s = service();
    const name = 'Asha\u202Egnirts';
    const refused = await handleEnquiry(form({ ...fields, name, city: 'Noida\u0000' }), '10.0.0.8', s, 'hi');
    expect(refused.outcome).toMatchObject({ kind: 'invalid', status: 422 });
    const errors = refused.outcome.kind === 'invalid' ? refused.outcome.errors : {};
    expect(Object.keys(errors)).toEqual(['name', 'city']);
    expect(errors.name).toMatch(/[\u0900-\u097F]/);
    expect(refused.values).toMatchObject({ name, city: 'Noida\u0000' });
    const decomposed = 'Jose\u0301 Rao';
    const stored = await handleEnquiry(json({ ...fields, name: decomposed, query: 'Two lines:\r\nfees and hostel?', fillMs: '9000' }), '10.0.0.8', s);
    expect(stored.outcome.kind).toBe('stored');
    const [row] = await (await s.store()).all();
    expect(row).toMatchObject({ name: decomposed.normalize('NFC'), query: 'Two lines:\r\nfees and hostel?' });
  });

  it.each([
    ['a zero-width space', '\u200B'],
    ['a word joiner', '\u2060'],
    ['a left-to-right mark', '\u200E'],
    ['a right-to-left mark', '\u200F'],
    ['a line separator', '\u2028'],
    ['a paragraph separator', '\u2029'],
    ['a tag character', '\u{E0041}'],
    ['a byte-order mark', '\uFEFF'],
    ['a soft hyphen', '\u00AD'],
    ['an Arabic letter mark', '\u061C'],
  ])('refuses %s in every text field, naming each field in the page’s language', async (_label, hidden) => {
    const s = service();
    const refused = await handleEnquiry(
      form({ ...fields, name: `Asha${hidden} Rao`, city: `New${hidden} Delhi`, query: `What are the${hidden} MBA fees?` }),
      '10.0.0.8',
      s,
      'hi',
    );
    const errors = refused.outcome.kind === 'invalid' ? refused.outcome.errors : {};
    expect(errors).toEqual({
      name: enquiryMessages.hi.rules['name.characters'],
      city: enquiryMessages.hi.rules['city.characters'],
      query: enquiryMessages.hi.rules['query.characters'],
    });
    expect(await (await s.store()).count()).toBe(0);
  });

  it.each([
    ['a Hangul filler', '\u3164'],
    ['a Hangul choseong filler', '\u115F'],
    ['a halfwidth Hangul filler', '\uFFA0'],
    ['a blank Braille pattern', '\u2800'],
    ['a combining grapheme joiner', '\u034F'],
  ])('refuses %s, which makes a name look blank to staff, as an invisible character', async (_label, filler) => {
    const s = service();
    const refused = await handleEnquiry(form({ ...fields, name: filler.repeat(3), city: `Noida${filler}` }), '10.0.0.8', s);
    const errors = refused.outcome.kind === 'invalid' ? refused.outcome.errors : {};
    expect(errors).toEqual({ name: enquiryMessages.en.rules['name.characters'], city: enquiryMessages.en.rules['city.characters'] });
    expect(await (await s.store()).count()).toBe(0);
  });

  it.each([
    ['a byte-order mark', '\uFEFF'],
    ['a line separator', '\u2028'],
    ['a paragraph separator', '\u2029'],
  ])('refuses %s at either end of a field too, rather than trimming it away unseen', async (_label, hidden) => {
    const s = service();
    for (const name of [`${hidden}Asha Rao`, `Asha Rao${hidden}`]) {
      const refused = await handleEnquiry(form({ ...fields, name }), '10.0.0.8', s);
      expect(refused.outcome.kind === 'invalid' && refused.outcome.errors, JSON.stringify(name)).toEqual({ name: enquiryMessages.en.rules['name.characters'] });
    }
    expect(await (await s.store()).count()).toBe(0);
  });

  it('trims spaces, no-break spaces among them, at either end of a field, as the form shows them', async () => {
    const s = service();
    expect((await handleEnquiry(form({ ...fields, name: '\u00A0 Asha Rao\u00A0' }), '10.0.0.8', s)).outcome.status).toBe(201);
    expect((await (await s.store()).all())[0]!.name).toBe('Asha Rao');
  });

  it('keeps the joiners Devanagari needs', async () => {
    const s = service();
    const name = 'क्\u200Dष त्\u200Cर';
    expect((await handleEnquiry(form({ ...fields, name }), '10.0.0.9', s)).outcome.status).toBe(201);
    expect((await (await s.store()).all())[0]!.name).toBe(name);
  });

  it('keeps the address-hash key in a file of its own, readable by its owner only, never in the database', async () => {
    const s = service();
    await handleEnquiry(form(fields), '203.0.113.9', s);
    const dir = dirname(s.config.dbPath);
    const key = readFileSync(s.config.clientHashSecretFile, 'utf8').trim();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(s.config.clientHashSecretFile).mode & 0o777).toBe(0o600);
    await s.stop();
    const database = readdirSync(dir)
      .filter((name) => name.startsWith('e.sqlite'))
      .map((name) => readFileSync(join(dir, name)).toString('latin1'));
    expect(database.join('')).not.toContain(key);
  });
  it('reports the store healthy while it answers, and unhealthy once the instance is stopping', async () => {
    const s = service();
    s.start();
    expect(await s.health()).toMatchObject({ ok: true, store: 'sqlite', instance: s.instanceId });
    await s.stop();
    expect(await s.health()).toMatchObject({ ok: false, store: 'sqlite' });
  });

  it('answers 503 when the store cannot be opened, and keeps serving once it can', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'enquiry-broken-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'file'), '');
    const s = service({}, join(dir, 'file', 'e.sqlite'));
    s.start();
    const { outcome } = await handleEnquiry(json(fields), '10.0.0.7', s);
    expect(outcome).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(await jsonResponse({ outcome, values: {}, wantsJson: true, lang: 'en' }).json()).toMatchObject({
      ok: false,
      message: expect.stringMatching(/could not save it/),
    });
    // The obstacle goes away: the store opens on a later submission (tried at most once a second), without a restart.
    rmSync(join(dir, 'file'));
    await new Promise((r) => setTimeout(r, 1100));
    expect((await handleEnquiry(json({ ...fields, fillMs: '9000' }), '10.0.0.7', s)).outcome).toMatchObject({ kind: 'stored', status: 201 });
  });
});

describe('the staff export', () => {
  const token = 'export-token-for-the-handler-tests-0123456789';
  const get = (s: EnquiryService, bearer: string, address = '198.51.100.1') =>
    s.exportCsv(new Request('http://site.test/api/enquiries.csv', { headers: { authorization: `Bearer ${bearer}` } }), address);

  it('streams every enquiry as CSV to the right token, and logs the export without personal data', async () => {
    const s = service({ ENQUIRY_EXPORT_TOKEN: token });
    for (let i = 0; i < 3; i++) await handleEnquiry(json({ ...fields, idempotencyKey: `export-${i}-key`, fillMs: '9000' }), `10.1.0.${i}`, s);
    const logged: string[] = [];
    const log = console.log;
    console.log = (line: string) => logged.push(line);
    try {
      const response = await get(s, token);
      expect(response.status).toBe(200);
      expect(response.body).toBeInstanceOf(ReadableStream);
      const lines = (await response.text()).trim().split('\r\n');
      expect(lines).toHaveLength(4);
    } finally {
      console.log = log;
    }
    // When, for which address, how many rows.
    expect(logged.join('\n')).toMatch(/export at \d{4}-\d\d-\d\dT[\d:.]+Z for 198\.51\.100\.1: 3 enquiries/);
    expect(logged.join('\n')).not.toContain(fields.name);
  });

  it('throttles wrong tokens from an address that keeps sending them, yet serves the right token from it (one campus NAT, many staff)', async () => {
    const s = service({ ENQUIRY_EXPORT_TOKEN: token });
    const warn = console.warn;
    const warned: string[] = [];
    console.warn = (line: string) => warned.push(line);
    try {
      for (let i = 0; i < 5; i++) expect((await get(s, `wrong-${i}`)).status).toBe(401);
      const throttled = await get(s, 'wrong-again');
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
      const staff = await get(s, token);
      expect(staff.status).toBe(200);
      await staff.text();
      expect((await get(s, token, '198.51.100.2')).status).toBe(200);
    } finally {
      console.warn = warn;
    }
    expect(warned.filter((line) => /export refused/.test(line))).toHaveLength(6);
    // Each refusal says when and from which address, and nothing of the token sent.
    for (const line of warned) expect(line).toMatch(/export refused at \d{4}-\d\d-\d\dT[\d:.]+Z from 198\.51\.100\.1: /);
    expect(warned.join('\n')).not.toContain('wrong-');
  });

  it('marks every answer of the export no-store, the refusals too', async () => {
    const off = service();
    const on = service({ ENQUIRY_EXPORT_TOKEN: token });
    const answers = [
      await get(off, token),
      await on.exportCsv(new Request('http://site.test/api/enquiries.csv', { method: 'POST' }), '198.51.100.3'),
      await on.exportCsv(new Request('http://site.test/api/enquiries.csv'), '198.51.100.1'),
      await get(on, 'wrong'),
      ...(await Promise.all(Array.from({ length: 5 }, () => get(on, 'wrong')))),
      await get(on, token),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 405, 401, 401, 401, 401, 401, 429, 429, 200]);
    for (const a of answers) expect(a.headers.get('cache-control')).toBe('no-store');
  });
});
