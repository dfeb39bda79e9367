import type { Example } from '../../gallery/types';

export const examples: Example[] = [
  {
    name: 'A table on wide screens, cards below 768 px',
    props: {
      caption: 'Committees (sample)',
      columns: [
        { key: 'name', label: 'Committee' },
        { key: 'chair', label: 'Coordinator or chairperson' },
        { key: 'members', label: 'Members' },
      ],
      rows: [
        { name: 'Anti-ragging committee', chair: 'Dr. A. Sample', members: ['Ms. B. Sample', 'Mr. C. Sample'] },
        { name: 'Library committee', chair: 'Dr. D. Sample', members: ['Ms. E. Sample'] },
        { name: 'Profile documents', chair: { label: 'View Profile', href: 'pending', context: ' of Dr. D. Sample' } },
      ],
    },
  },
];
