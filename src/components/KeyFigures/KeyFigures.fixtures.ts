import type { Example } from '../../gallery/types.ts';
import KeyFigures from './KeyFigures.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'Headline figures seen at a glance.';
export const component = KeyFigures;
export const screenshots = true;

export const examples: Example[] = [
  {
    name: 'Three figures',
    props: {
      label: 'Placement highlights',
      figures: [
        { value: '900+', label: 'offers' },
        { value: '47 LPA', label: 'highest package' },
        { value: '170+', label: 'recruiters' },
      ],
    },
  },
];
