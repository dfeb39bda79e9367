/**
 * A stored enquiry as staff see it (EnquiryRow), the same in every store:
 * the columns selected for the export and for a person's access and
 * erasure requests, and the parameters of the query that finds a person.
 */
import type { Contact } from '../ports.ts';

/** The columns of an EnquiryRow and the join they come from: a query adds its WHERE and ORDER BY. */
export const STAFF_COLUMNS = `e.id, e.received_at, e.name, e.email, e.phone, e.program, e.state, e.city, e.query, e.channel,
                o.status AS forward_status, o.attempts AS forward_attempts, o.last_error AS forward_error, o.delivered_at,
                e.consented_at, e.notice_version
              FROM enquiries e LEFT JOIN outbox o ON o.enquiry_id = e.id`;

export const STAFF_ROWS = `SELECT ${STAFF_COLUMNS}`;

/** The two parameters the stores' contact query takes: the e-mail or the phone, the other matching nothing. */
export const contactParams = (contact: Contact): [string | null, string | null] => ('email' in contact ? [contact.email, null] : [null, contact.phone]);
