import { firstId } from '../../gallery/content-ids.ts';
import type { Example } from '../../gallery/types.ts';
import Committee from './Committee.astro';

const committee = await firstId('committees');

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'A student support committee: how to reach it, then its members with their posts, seats, status and contacts.';
export const component = Committee;

export const examples: Example[] = [{ name: 'A committee of the committees folder', props: { of: committee } }];
