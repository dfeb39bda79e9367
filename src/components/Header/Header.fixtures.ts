import type { Example } from '../../gallery/types.ts';
import Header from './Header.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The site header: top strip, masthead, menus and the slim bar with notices and actions.';
export const component = Header;
export const screenshots = true;

export const examples: Example[] = [{ name: 'Site header with the menu', props: { currentPath: '/' } }];
