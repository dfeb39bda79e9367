import type { Example } from '../../gallery/types.ts';
import SideMenu from './SideMenu.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'A titled list of related pages beside the content.';
export const component = SideMenu;
export const screenshots = true;

export const examples: Example[] = [
  { name: 'Undergraduate schools, current page marked', props: { menu: 'ug-schools', currentPath: '/school-of-engineering' } },
  { name: 'Postgraduate schools', props: { menu: 'pg-schools', currentPath: '/' } },
];
