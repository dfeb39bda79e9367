/**
 * A school's page: introduction, message, programme cards.
 * @from `schools/<school>.yaml`
 */
export { default as SchoolPage } from './SchoolPage.astro';
