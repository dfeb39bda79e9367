import type { Example } from '../../gallery/types.ts';
import Link from './Link.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'Every kind of link target, rendered the same way everywhere.';
export const component = Link;
export const screenshots = true;

export const examples: Example[] = [
  { name: 'Internal page', props: { href: '/' }, slot: 'Home page' },
  { name: 'External site (new tab, announced)', props: { href: 'https://www.ugc.gov.in/' }, slot: 'University Grants Commission' },
  { name: 'Document under public/', props: { href: '/favicon.svg' }, slot: 'University logo (SVG)' },
  { name: 'E-mail', props: { href: 'mailto:admissions@northgate-university.example' }, slot: 'admissions@northgate-university.example' },
  { name: 'Pending target', props: { href: 'pending' }, slot: 'Examination calendar 2026-27' },
  { name: 'Generic text with context', props: { href: 'https://scholarships.gov.in/', context: ' for the National Scholarship Portal' }, slot: 'Click Here' },
];
