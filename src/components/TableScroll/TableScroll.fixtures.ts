import type { Example } from '../../gallery/types';

const cells = (n: number) => Array.from({ length: n }, (_, i) => `<td>Rs 2,50,000 (${i + 1})</td>`).join('');

export const examples: Example[] = [
  {
    name: 'A wide table that scrolls inside its region',
    props: { labelledby: 'table-scroll-example-caption' },
    slot: `<table><caption id="table-scroll-example-caption">A wide table</caption><thead><tr><th scope="col">Programme</th>${[1, 2, 3, 4, 5, 6].map((y) => `<th scope="col">Year ${y}</th>`).join('')}</tr></thead><tbody><tr><th scope="row">B.Tech CSE</th>${cells(6)}</tr></tbody></table>`,
  },
];
