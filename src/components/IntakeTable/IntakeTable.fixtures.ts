import type { Example } from '../../gallery/types.ts';
import IntakeTable from './IntakeTable.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = "The current session's seats per programme, with the computed total.";
export const component = IntakeTable;

export const examples: Example[] = [{ name: 'Every programme' }];
