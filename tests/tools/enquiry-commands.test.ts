/**
 * The staff commands for a person's rights, run as staff run them
 * (node enquiry/tools/…, reading ENQUIRY_DB_PATH) against a SQLite store: one
 * person's export as JSON, the CSV export with its consent columns, files
 * written readable by their owner only, erasure by e-mail and by phone
 * printing what went (by reference, never the data), and a clear refusal
 * when the person is not named.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEnquiryStore } from '../../enquiry/server/stores/sqlite-store.ts';
import type { Enquiry } from '../../src/lib/enquiry/shared/schema.ts';
import { PRIVACY } from '../../src/lib/enquiry/shared/privacy.ts';
import { CSV_COLUMNS } from '../../enquiry/server/csv.ts';

const dir = mkdtempSync(join(tmpdir(), 'enquiry-commands-'));
const dbPath = join(dir, 'enquiries.sqlite');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const asha: Enquiry = {
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  phoneno: '+919876543210',
  program: 'Management (PG Courses)',
  state: 'Delhi',
  city: 'New Delhi',
  query: 'What are the MBA fees?',
  consent: 'yes',
};
const ravi: Enquiry = { ...asha, name: 'Ravi Kumar', email: 'ravi@example.com', phoneno: '+919812345678' };

beforeEach(async () => {
  rmSync(dbPath, { force: true });
  const store = new SqliteEnquiryStore(dbPath);
  let n = 0;
  for (const enquiry of [asha, ravi, asha]) {
    await store.submit(enquiry, { idempotencyKey: `command-${n++}`, clientHash: 'h', channel: 'form', noticeVersion: PRIVACY.noticeVersion });
  }
  await store.close();
});

const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [`enquiry/tools/${script}.mjs`, ...args], {
    env: { ...process.env, ENQUIRY_DB_PATH: dbPath, DATABASE_URL: '' },
    encoding: 'utf8',
  });

const stored = async () => {
  const store = new SqliteEnquiryStore(dbPath);
  const rows = await store.all();
  await store.close();
  return rows;
};

describe('npm run enquiries:export', () => {
  it('gives one person’s enquiries as JSON, with their consent and forwarding', () => {
    const result = run('export', '--email', 'ASHA.RAO@example.com');
    expect(result.status).toBe(0);
    const data = JSON.parse(result.stdout);
    expect(data.enquiries).toHaveLength(2);
    expect(data.enquiries[0]).toMatchObject({
      name: asha.name,
      email: asha.email,
      phone: asha.phoneno,
      notice_version: PRIVACY.noticeVersion,
      forward_status: 'pending',
    });
    expect(data.enquiries[0].consented_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.stringify(data)).not.toContain(ravi.email);
    expect(JSON.parse(run('export', '--phone', '98123 45678').stdout).enquiries.map((e: { name: string }) => e.name)).toEqual([ravi.name]);
  });

  it('still gives every enquiry as the staff CSV, with the consent columns', () => {
    const result = run('export');
    expect(result.status).toBe(0);
    const lines = result.stdout
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines[0]).toContain('consented_at,notice_version');
    expect(lines).toHaveLength(4);
    expect(lines[1]!.endsWith(`,${PRIVACY.noticeVersion}`)).toBe(true);
  });

  it('writes --out readable by its owner only, also over a file that was there, readable by all, before', () => {
    for (const args of [[], ['--email', asha.email]]) {
      const out = join(dir, 'earlier-export');
      writeFileSync(out, 'last month’s export, left readable by everyone');
      chmodSync(out, 0o644);
      const result = run('export', ...args, '--out', out);
      expect(result.status, args.join(' ')).toBe(0);
      expect(statSync(out).mode & 0o777, args.join(' ')).toBe(0o600);
      expect(readFileSync(out, 'utf8')).toContain(asha.email);
      expect(readFileSync(out, 'utf8')).not.toContain('last month');
      rmSync(out);
    }
  });
});

describe('npm run enquiries:erase', () => {
  it('erases by e-mail and prints what it removed; nobody else is touched', async () => {
    const result = run('erase', '--email', asha.email);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Removed 2 enquiries');
    expect(result.stdout).toContain('forwarding cancelled');
    // By reference and date only: nothing of what was just erased stays in the terminal.
    expect(result.stdout).toMatch(/- [0-9A-F]{4}-[0-9A-F]{4} \(/);
    for (const value of [asha.name, asha.email, asha.phoneno, asha.program]) expect(result.stdout).not.toContain(value);
    expect((await stored()).map((r) => r.email)).toEqual([ravi.email]);
  });

  it('erases by phone written as the visitor might type it', async () => {
    const result = run('erase', '--phone', '098123 45678');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Removed 1 enquiry:`);
    expect(result.stdout).not.toContain(ravi.name);
    expect((await stored()).map((r) => r.email)).toEqual([asha.email, asha.email]);
    expect(run('erase', '--phone', '098123 45678').stdout).toContain('nothing was removed');
  });

  it('refuses, changing nothing, when the person is not named or not named clearly', async () => {
    for (const args of [[], ['--phone', '12345'], ['--email', asha.email, '--phone', asha.phoneno]]) {
      const result = run('erase', ...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('Cannot tell whose enquiries');
    }
    expect(await stored()).toHaveLength(3);
  });
});
