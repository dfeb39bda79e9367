/**
 * Staff exports of the enquiry store (the server's store: DATABASE_URL when
 * set, otherwise ENQUIRY_DB_PATH, default data/enquiries.sqlite):
 *
 *   npm run enquiries:export [-- --out enquiries.csv]
 *     every stored enquiry as CSV, the file GET /api/enquiries.csv gives;
 *   npm run enquiries:export -- --email <address> | --phone <number> [--out file.json]
 *     one person's data, for a request for access (docs/privacy.md): every
 *     enquiry they sent, with its consent and forwarding, as JSON.
 *
 * Writes to standard output unless --out is given.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { toCsv } from '../src/lib/enquiry/csv.ts';
import { personFrom, withConfiguredStore } from './lib/enquiry-store.mjs';

const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' }, email: { type: 'string' }, phone: { type: 'string' } } });
const onePerson = values.email !== undefined || values.phone !== undefined;
const contact = onePerson ? await personFrom(values) : null;

const rows = await withConfiguredStore((store) => (contact ? store.enquiriesOf(contact) : store.all()));
const text = contact ? `${JSON.stringify({ person: contact, exportedAt: new Date().toISOString(), enquiries: rows }, null, 2)}\n` : toCsv(rows);
if (values.out) {
  writeFileSync(values.out, text);
  console.error(`Wrote ${rows.length} enquiries to ${values.out}`);
} else {
  process.stdout.write(text);
}
if (contact && rows.length === 0) console.error('No enquiry is stored for this person.');
