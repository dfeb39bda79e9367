/**
 * A school's committees.
 * @from `school-committees.yaml` (entries naming the school)
 */
export { default as SchoolCommittees } from './SchoolCommittees.astro';
