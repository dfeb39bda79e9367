/**
 * Exports every stored enquiry as CSV (the same file GET /api/enquiries.csv
 * gives): npm run enquiries:export [-- --out enquiries.csv]
 * Reads the store the server uses: DATABASE_URL when set, otherwise
 * ENQUIRY_DB_PATH (default data/enquiries.sqlite). Writes to standard output
 * unless --out is given.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../src/lib/enquiry/config.ts';
import { describeStore, openStore } from '../src/lib/enquiry/store.ts';
import { toCsv } from '../src/lib/enquiry/csv.ts';

const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
const config = configFromEnv();
if (!config.databaseUrl && !existsSync(config.dbPath)) {
  console.error(`No enquiry store at ${config.dbPath}. Set ENQUIRY_DB_PATH to the server's database file, or DATABASE_URL to its PostgreSQL database.`);
  process.exit(1);
}
let rows;
try {
  const store = await openStore(config);
  rows = await store.all();
  await store.close();
} catch (error) {
  console.error(`Cannot read the enquiry store at ${describeStore(config)}: ${error.message}`);
  process.exit(1);
}
const csv = toCsv(rows);
if (values.out) {
  writeFileSync(values.out, csv);
  console.error(`Wrote ${rows.length} enquiries to ${values.out}`);
} else {
  process.stdout.write(csv);
}
