import type { Example } from '../../gallery/types.ts';
import ExamOfficeContact from './ExamOfficeContact.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = "The examination office's address, phone with extensions and e-mail, with a map that loads when opened.";
export const component = ExamOfficeContact;

export const examples: Example[] = [{ name: 'The office' }];
