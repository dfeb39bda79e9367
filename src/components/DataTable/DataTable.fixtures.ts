import type { Example } from '../../gallery/types.ts';
import DataTable from './DataTable.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The one data table: a table from 768 px, a card of labelled values per row below it.';
export const component = DataTable;
export const screenshots = true;

export const examples: Example[] = [
  {
    name: 'Committees with lists and a link (sample)',
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
  {
    name: 'Fees by year in groups, the total first on a card (sample)',
    props: {
      caption: 'Tuition fee per year, in rupees: a long caption that wraps on a phone rather than being cut (sample)',
      columns: [
        { key: 'programme', label: 'Programme' },
        { key: 'year1', label: 'Year 1', numeric: true },
        { key: 'year2', label: 'Year 2', numeric: true },
        { key: 'year3', label: 'Year 3', numeric: true },
        { key: 'total', label: 'Total', numeric: true, lead: true },
      ],
      groups: [
        {
          heading: 'School of Samples',
          rows: [
            { programme: 'B.Sample (3 years)', year1: '₹\u00a01,00,000', year2: '₹\u00a01,00,000', year3: '₹\u00a01,00,000', total: '₹\u00a03,00,000' },
            { programme: 'M.Sample (2 years)', year1: '₹\u00a080,000', year2: '₹\u00a080,000', year3: null, total: '₹\u00a01,60,000' },
            { programme: 'Ph.D. Sample', year1: { note: 'Fee not yet published', span: 4 } },
          ],
        },
      ],
    },
  },
  {
    name: 'Statuses, links and a total row (sample)',
    props: {
      caption: 'Documents (sample)',
      columns: [
        { key: 'item', label: 'Item' },
        { key: 'status', label: 'Status', narrow: true },
        { key: 'links', label: 'Links' },
        { key: 'seats', label: 'Seats', numeric: true },
      ],
      rows: [
        {
          item: 'Annual report',
          status: { status: 'Published', tone: 'success' },
          links: { links: [{ label: 'Annual report (PDF)', href: '/sitemap' }], none: 'No document' },
          seats: 60,
        },
        { item: 'Audit report', status: { status: 'Not yet published', tone: 'muted' }, links: { links: [], none: 'No document' }, seats: 30 },
      ],
      footer: { label: 'Total seats', cells: { seats: 90 } },
      compact: true,
    },
  },
];
