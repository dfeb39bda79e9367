/**
 * Staff exports of the enquiry store (the server's store: DATABASE_URL when
 * set, otherwise ENQUIRY_DB_PATH, default data/enquiries.sqlite):
 *
 *   npm run enquiries:export [-- --out enquiries.csv]
 *     every stored enquiry as CSV, the file GET /api/enquiries.csv gives,
 *     read a page of rows at a time;
 *   npm run enquiries:export -- --email <address> | --phone <number> [--out file.json]
 *     one person's data, for a request for access (docs/privacy.md): every
 *     enquiry they sent, with its consent and forwarding, as JSON.
 *
 * Writes to standard output unless --out is given; that file is made
 * readable by its owner only, as it holds personal data, whether it is new
 * or was there before (./private-file.mjs).
 */
import { closeSync, createWriteStream, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { csvLines } from '../server/csv.ts';
import { personFrom, withConfiguredStore } from './configured-store.mjs';
import { openPrivateFile } from './private-file.mjs';

const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' }, email: { type: 'string' }, phone: { type: 'string' } } });
const onePerson = values.email !== undefined || values.phone !== undefined;

if (onePerson) {
  const contact = await personFrom(values);
  const rows = await withConfiguredStore((store) => store.enquiriesOf(contact));
  const text = `${JSON.stringify({ person: contact, exportedAt: new Date().toISOString(), enquiries: rows }, null, 2)}\n`;
  if (values.out) {
    const fd = openPrivateFile(values.out);
    writeFileSync(fd, text);
    closeSync(fd);
    console.error(`Wrote ${rows.length} enquiries to ${values.out}`);
  } else {
    process.stdout.write(text);
  }
  if (rows.length === 0) console.error('No enquiry is stored for this person.');
} else {
  const counted = { rows: 0 };
  await withConfiguredStore(async (store) => {
    const target = values.out ? createWriteStream(values.out, { fd: openPrivateFile(values.out) }) : process.stdout;
    await pipeline(Readable.from(csvLines(store.exportRows(), counted)), target);
  });
  if (values.out) console.error(`Wrote ${counted.rows} enquiries to ${values.out}`);
}
