import type { Example } from '../../gallery/types.ts';
import HomeNews from './HomeNews.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = "What is new on the build day: current notices, the announced event's dates to come and the placement figures.";
export const component = HomeNews;

export const examples: Example[] = [{ name: 'As the build day finds the news' }];
