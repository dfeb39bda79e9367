import type { Example } from '../../gallery/types.ts';
import Footer from './Footer.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'Address, phones, admissions contact and social links.';
export const component = Footer;
export const screenshots = true;

export const examples: Example[] = [{ name: 'Site footer' }];
