import type { Example } from '../../gallery/types.ts';
import StatutoryApprovals from './StatutoryApprovals.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The statutory approvals: the EOA report button, the approval cards and whom to ask for documents not yet published.';
export const component = StatutoryApprovals;

export const examples: Example[] = [{ name: 'Every approval' }];
