import type { Example } from '../../gallery/types';

export const examples: Example[] = [
  { name: 'Undergraduate schools, current page marked', props: { menu: 'ug-schools', currentPath: '/school-of-engineering' } },
  { name: 'Postgraduate schools', props: { menu: 'pg-schools', currentPath: '/' } },
];
