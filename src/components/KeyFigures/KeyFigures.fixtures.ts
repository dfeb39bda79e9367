import type { Example } from '../../gallery/types';

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
