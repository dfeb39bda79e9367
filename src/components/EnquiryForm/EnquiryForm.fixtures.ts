import type { Example } from '../../gallery/types.ts';
import EnquiryForm from './EnquiryForm.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The admission enquiry form, empty and with its error states.';
export const component = EnquiryForm;
export const screenshots = true;

export const examples: Example[] = [
  { name: 'Empty form', props: { id: 'gallery-empty' } },
  {
    name: 'Errors after a failed submission, input kept',
    props: {
      id: 'gallery-errors',
      values: { name: 'A', email: 'not-an-email', phoneno: '12345', program: '', state: 'Uttar Pradesh', city: 'Noida', query: 'Fees?' },
      errors: {
        name: 'Enter your name (2 to 100 characters)',
        email: 'Enter an e-mail address like name@example.com',
        phoneno: 'Enter a 10-digit Indian mobile number',
        program: 'Choose a programme',
        query: 'Write your question in at least 10 characters',
      },
      message: 'Your enquiry was not sent. Check the fields marked below.',
    },
  },
];
