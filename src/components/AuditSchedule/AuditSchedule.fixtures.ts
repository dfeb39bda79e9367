import type { Example } from '../../gallery/types.ts';
import AuditSchedule from './AuditSchedule.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The academic audit process in steps and its schedule, each round completed, under way or upcoming on the build day.';
export const component = AuditSchedule;

export const examples: Example[] = [{ name: 'Process and schedule' }];
