/** Fees besides tuition and the refund rules (src/content/data/fees.yaml). */
import { requireEntry } from './entry.ts';

export async function getFees() {
  return (await requireEntry('fees', 'fees', 'src/content/data/fees.yaml')).data;
}

/** The academic session the fee and intake figures are for, e.g. "2025-26" (fees.yaml). */
export async function getSession(): Promise<string> {
  return (await getFees()).session;
}
