/**
 * One person, as staff name them in an access or erasure request: an e-mail
 * address (matched in any case) or a mobile number, written as the visitor
 * may have typed it and matched as the store keeps it (+91XXXXXXXXXX).
 */
import { normalisePhone } from '../../src/lib/enquiry/shared/schema.ts';
import type { Contact } from './ports.ts';

/** The contact a staff command names, or why it names none. */
export function contactFrom(options: { email?: string; phone?: string }): Contact | { problem: string } {
  const email = options.email?.trim();
  const phone = options.phone?.trim();
  if (email && phone) return { problem: 'give --email or --phone, not both: run the command once for each' };
  if (email) return email.includes('@') ? { email } : { problem: `"${email}" is not an e-mail address` };
  if (phone) {
    const normal = normalisePhone(phone);
    return normal ? { phone: normal } : { problem: `"${phone}" is not a 10-digit Indian mobile number (e.g. 98765 43210, +91 98765 43210)` };
  }
  return { problem: 'name the person: --email <address> or --phone <number>' };
}
