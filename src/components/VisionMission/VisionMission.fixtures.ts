import type { Example } from '../../gallery/types.ts';
import VisionMission from './VisionMission.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = "The University's vision, mission and quality policy.";
export const component = VisionMission;

export const examples: Example[] = [{ name: 'All three' }];
