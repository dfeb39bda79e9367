/**
 * The scholarship schemes.
 * @from `scholarships.yaml`
 */
export { default as SchemeList } from './SchemeList.astro';
