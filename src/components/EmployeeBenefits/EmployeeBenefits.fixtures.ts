import type { Example } from '../../gallery/types.ts';
import EmployeeBenefits from './EmployeeBenefits.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The employee benefits, one section per benefit with its text and figures.';
export const component = EmployeeBenefits;

export const examples: Example[] = [{ name: 'Every benefit' }];
