import type { Example } from '../../gallery/types.ts';
import DocumentList from './DocumentList.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'Documents of one category, newest first; unpublished ones marked.';
export const component = DocumentList;
export const screenshots = true;

export const examples: Example[] = [
  { name: 'Calendars of events, newest first', props: { category: 'calendars' } },
  { name: 'Newsletters with the newest highlighted', props: { category: 'newsletters', featureNewest: true, headingLevel: 3 } },
];
