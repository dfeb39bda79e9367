/**
 * A stored enquiry as staff see it (EnquiryRow), the same in every store:
 * the columns selected for the export and for a person's access and
 * erasure requests, the parameters of the query that finds a person, and
 * the answers a repeated idempotency key is compared by.
 */
import type { Enquiry } from '../../../src/lib/enquiry/shared/schema.ts';
import type { Contact, StoredAnswers } from '../ports.ts';

/** The answers of a stored enquiry, selected by the stores to compare a repeated idempotency key's answers with. */
const ANSWER_KEYS = ['name', 'email', 'phone', 'program', 'state', 'city', 'query'] as const satisfies readonly (keyof StoredAnswers)[];
export const ANSWER_COLUMNS = ANSWER_KEYS.join(', ');

/** An enquiry's answers as a store keeps them (the phone in the column `phone`). */
export const answersOf = (e: Enquiry): StoredAnswers => ({
  name: e.name,
  email: e.email,
  phone: e.phoneno,
  program: e.program,
  state: e.state,
  city: e.city,
  query: e.query,
});

/** Whether an enquiry carries the answers stored under its idempotency key. */
export const sameAnswers = (stored: StoredAnswers, e: Enquiry) => {
  const sent = answersOf(e);
  return ANSWER_KEYS.every((column) => stored[column] === sent[column]);
};

/** The columns of an EnquiryRow and the join they come from: a query adds its WHERE and ORDER BY. */
export const STAFF_COLUMNS = `e.id, e.received_at, e.name, e.email, e.phone, e.program, e.state, e.city, e.query, e.channel,
                o.status AS forward_status, o.attempts AS forward_attempts, o.last_error AS forward_error, o.delivered_at,
                e.consented_at, e.notice_version
              FROM enquiries e LEFT JOIN outbox o ON o.enquiry_id = e.id`;

export const STAFF_ROWS = `SELECT ${STAFF_COLUMNS}`;

/** The two parameters the stores' contact query takes: the e-mail or the phone, the other matching nothing. */
export const contactParams = (contact: Contact): [string | null, string | null] => ('email' in contact ? [contact.email, null] : [null, contact.phone]);
