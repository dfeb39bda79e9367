/**
 * One enquiry service per process: Astro's server bundle must not carry its
 * own copy of the service, its stores or their error classes (the server
 * hands the one it loaded to the routes as locals), and the server must not
 * read the sources at run time.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SERVER_DIR = 'dist/server';
const bundle = readdirSync(SERVER_DIR, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.mjs'))
  .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
  .join('\n');

describe("Astro's server bundle", () => {
  it('calls the enquiry service it is given instead of bundling one', () => {
    expect(bundle).toContain('locals.enquiries');
    for (const part of ['class EnquiryService', 'StoreUnavailableError', 'node:sqlite', 'pg_advisory_xact_lock', 'class Forwarder']) {
      expect(bundle, part).not.toContain(part);
    }
  });
});

describe('the production server', () => {
  it('reads no content sources at run time', () => {
    const server = readdirSync('server')
      .map((name) => readFileSync(join('server', name), 'utf8'))
      .join('\n');
    expect(server).not.toMatch(/src\/content|\.ya?ml['"`]/);
  });
});
