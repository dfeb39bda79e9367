import type { Example } from '../../gallery/types.ts';
import Announcement from './Announcement.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The home page announcement dialog.';
export const component = Announcement;
export const screenshots = true;

export const examples: Example[] = [{ name: 'TechIdea 2025 announcement, shown in place', galleryProps: { preview: true } }];
