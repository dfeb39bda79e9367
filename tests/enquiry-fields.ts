/** A valid enquiry as the form's script sends it, for the tests of the service's routes. */
import { PROGRAMS } from '../src/lib/enquiry/shared/schema.ts';

export const validFields = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneno: '+91 98765 43210',
  program: PROGRAMS[0],
  state: 'Delhi',
  city: 'New Delhi',
  query: 'What are the MBA fees?',
  consent: 'yes',
  // As the form's script measures it: longer than the minimum.
  fillMs: '9000',
};
