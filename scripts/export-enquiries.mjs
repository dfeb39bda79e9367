/**
 * Exports every stored enquiry as CSV (the same file GET /api/enquiries.csv
 * gives): npm run enquiries:export [-- --out enquiries.csv]
 * Reads ENQUIRY_DB_PATH (default data/enquiries.sqlite). Writes to standard
 * output unless --out is given.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../src/lib/enquiry/config.ts';
import { EnquiryStore } from '../src/lib/enquiry/store.ts';
import { toCsv } from '../src/lib/enquiry/csv.ts';

const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
const { dbPath } = configFromEnv();
if (!existsSync(dbPath)) {
  console.error(`No enquiry store at ${dbPath}. Set ENQUIRY_DB_PATH to the server's database file.`);
  process.exit(1);
}
const store = new EnquiryStore(dbPath);
const rows = store.all();
store.close();
const csv = toCsv(rows);
if (values.out) {
  writeFileSync(values.out, csv);
  console.error(`Wrote ${rows.length} enquiries to ${values.out}`);
} else {
  process.stdout.write(csv);
}
