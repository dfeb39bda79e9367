import type { Example } from '../../gallery/types.ts';
import AdmissionActions from './AdmissionActions.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary =
  "The admission page's three large link buttons: procedure and eligibility, the apply form while a cycle is open (else an enquiry), the fees.";
export const component = AdmissionActions;

export const examples: Example[] = [{ name: 'As the build day finds admissions' }];
