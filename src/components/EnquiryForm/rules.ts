/** What the form islands need from the enquiry schema, read on the server so the islands do not bundle zod. */
import { LIMITS, META_FIELDS, PROGRAMS, STATES } from '../../lib/enquiry/schema';
import type { EnquiryRules } from './EnquiryForm';

export const enquiryRules: EnquiryRules = { programs: PROGRAMS, states: STATES, limits: LIMITS, meta: META_FIELDS };
