import type { Example } from '../../gallery/types.ts';
import InlineEnquiry from './InlineEnquiry.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The enquiry form set in a page under its own heading; #enquiry leads to it.';
export const component = InlineEnquiry;

export const examples: Example[] = [{ name: 'In a page' }];
