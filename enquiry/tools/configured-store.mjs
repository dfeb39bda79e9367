/**
 * Opens the enquiry store the server uses, for staff commands: DATABASE_URL
 * when set, otherwise ENQUIRY_DB_PATH (default data/enquiries.sqlite). Exits
 * with a clear message when there is none or it cannot be reached.
 */
import { existsSync } from 'node:fs';
import { configFromEnv } from '../server/config.ts';
import { describeStore, openStore } from '../server/stores/open-store.ts';

/** Runs `work` with the open store and closes it; any failure ends the process with exit code 1. */
export async function withConfiguredStore(work) {
  const config = configFromEnv();
  if (!config.databaseUrl && !existsSync(config.dbPath)) {
    console.error(`No enquiry store at ${config.dbPath}. Set ENQUIRY_DB_PATH to the server's database file, or DATABASE_URL to its PostgreSQL database.`);
    process.exit(1);
  }
  let store;
  try {
    store = await openStore(config);
  } catch (error) {
    console.error(`Cannot open the enquiry store at ${describeStore(config)}: ${error.message}`);
    process.exit(1);
  }
  try {
    return await work(store);
  } catch (error) {
    console.error(`The enquiry store at ${describeStore(config)} failed: ${error.message}`);
    process.exit(1);
  } finally {
    await store.close();
  }
}

/** The person a command names (--email or --phone), or the end of the process with why it names none. */
export async function personFrom(values) {
  const { contactFrom } = await import('../server/person.ts');
  const contact = contactFrom(values);
  if ('problem' in contact) {
    console.error(`Cannot tell whose enquiries: ${contact.problem}.`);
    process.exit(2);
  }
  return contact;
}
