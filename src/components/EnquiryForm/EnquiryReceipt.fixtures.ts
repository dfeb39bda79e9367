import type { Example } from '../../gallery/types.ts';
import EnquiryReceipt from './EnquiryReceipt.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = "The thank-you page's receipt: hidden and empty in the build, filled in by the server with the enquiry's reference.";
export const component = EnquiryReceipt;

export const examples: Example[] = [{ name: 'As built, before the server fills it in' }];
