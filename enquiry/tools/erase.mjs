/**
 * Erases one person's enquiries from the store the server uses, for a
 * request for erasure or a withdrawal of consent (docs/privacy.md):
 *
 *   npm run enquiries:erase -- --email <address>
 *   npm run enquiries:erase -- --phone <number>
 *
 * Removes every enquiry with that e-mail address (any case) or mobile number,
 * with its outbox row, so no pending forwarding sends it; prints what was
 * removed, by reference and date, and which enquiries had already reached
 * the spreadsheet (delete those rows there by hand). It prints nothing of
 * the person's data: the terminal's scroll-back, a session recording or a
 * pasted ticket would keep what was just erased.
 */
import { parseArgs } from 'node:util';
import { referenceOf } from '../../src/lib/enquiry/shared/response.ts';
import { personFrom, withConfiguredStore } from './configured-store.mjs';

const { values } = parseArgs({ options: { email: { type: 'string' }, phone: { type: 'string' } } });
const contact = await personFrom(values);
const removed = await withConfiguredStore((store) => store.erase(contact));

if (removed.length === 0) {
  console.log('No enquiry is stored for this person; nothing was removed.');
} else {
  console.log(`Removed ${removed.length} ${removed.length === 1 ? 'enquiry' : 'enquiries'}:`);
  for (const row of removed) {
    const forwarding =
      row.forward_status === 'delivered'
        ? `reached the spreadsheet on ${row.delivered_at}: delete its row there`
        : row.forward_status === 'pending'
          ? 'forwarding cancelled'
          : row.forward_status === 'failed'
            ? 'forwarding had failed: check the spreadsheet for its row'
            : 'never forwarded';
    console.log(`- ${referenceOf(row.id)} (${row.id}), received ${row.received_at} (${forwarding})`);
  }
}
