import type { Example } from '../../gallery/types';

export const examples: Example[] = [{ name: 'TechIdea 2025 announcement, shown in place', props: { preview: true } }];
