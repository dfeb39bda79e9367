import type { Example } from '../../gallery/types';

export const examples: Example[] = [
  { name: 'Calendars of events, newest first', props: { category: 'calendars' } },
  { name: 'Newsletters with the newest highlighted', props: { category: 'newsletters', featureNewest: true, headingLevel: 3 } },
];
