export { default as SchoolCommittees } from './SchoolCommittees.astro';
