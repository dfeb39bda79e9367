import { firstId } from '../../gallery/content-ids.ts';
import type { Example } from '../../gallery/types.ts';
import PageText from './PageText.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The words of another page shown here, so a text is written once (its officer card left out).';
export const component = PageText;

// A message page when the content has one (an officer's words), else any page.
const page = await firstId('pages', ({ id }) => id.endsWith('-message')).catch(() => firstId('pages'));

export const examples: Example[] = [{ name: 'A message page', props: { of: page } }];
