/**
 * Exports every stored enquiry as CSV (the same file GET /api/enquiries.csv
 * gives): npm run enquiries:export [-- --out enquiries.csv]
 * Reads the store the server uses: DATABASE_URL when set, otherwise
 * ENQUIRY_DB_PATH (default data/enquiries.sqlite), a page of rows at a time.
 * Writes to standard output unless --out is given; that file is created
 * readable by its owner only, as it holds personal data.
 */
import { createWriteStream, existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../src/lib/enquiry/config.ts';
import { describeStore, openStore } from '../src/lib/enquiry/store.ts';
import { csvLines } from '../src/lib/enquiry/csv.ts';

const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
const config = configFromEnv();
if (!config.databaseUrl && !existsSync(config.dbPath)) {
  console.error(`No enquiry store at ${config.dbPath}. Set ENQUIRY_DB_PATH to the server's database file, or DATABASE_URL to its PostgreSQL database.`);
  process.exit(1);
}
let store;
try {
  store = await openStore(config);
} catch (error) {
  console.error(`Cannot read the enquiry store at ${describeStore(config)}: ${error.message}`);
  process.exit(1);
}
const counted = { rows: 0 };
const target = values.out ? createWriteStream(values.out, { mode: 0o600 }) : process.stdout;
try {
  await pipeline(Readable.from(csvLines(store.exportRows(), counted)), target);
} catch (error) {
  console.error(`The export broke off after ${counted.rows} enquiries: ${error.message}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
if (values.out && !process.exitCode) console.error(`Wrote ${counted.rows} enquiries to ${values.out}`);
