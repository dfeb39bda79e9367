/**
 * The enquiry service's halves stay where they run. One service per process:
 * Astro's server bundle must not carry its own copy of the service, its
 * stores or their error classes (the server hands the one it loaded to the
 * routes as locals), and the server must not read the sources at run time.
 * The browser gets src/lib/enquiry/shared/ and nothing of enquiry/server/.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { META_FIELDS } from '../../src/lib/enquiry/shared/schema.ts';

/** Every script file below `dir` whose name ends with `ending`, as one text. */
const scripts = (dir: string, ending: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');

const bundle = scripts('dist/server', '.mjs');
/** The public site's scripts (the content editor under /admin/ is apart: editor-apart.test.ts). */
const browser = scripts('dist/client/_astro', '.js');

describe("Astro's server bundle", () => {
  it('calls the enquiry service it is given instead of bundling one', () => {
    expect(bundle).toContain('locals.enquiries');
    for (const part of ['class EnquiryService', 'StoreUnavailableError', 'node:sqlite', 'pg_advisory_xact_lock', 'class Forwarder']) {
      expect(bundle, part).not.toContain(part);
    }
  });
});

describe("the browser's scripts", () => {
  it('carry the shared enquiry schema and nothing of the Node-only half', () => {
    // The schema the form loads on first submit, with its field names: the shared half is bundled.
    expect(browser).toContain(META_FIELDS.key);
    expect(browser).not.toMatch(/(?:\bfrom|\bimport\(?|\brequire\()\s*["']node:/);
    // What server/ says and no browser code does: its settings, its SQL, its log lines.
    for (const part of ['DATABASE_URL', 'ENQUIRY_DB_PATH', 'pg_advisory_xact_lock', 'PRAGMA journal_mode', '[enquiries]']) {
      expect(browser, part).not.toContain(part);
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
