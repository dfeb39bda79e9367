export { default as SchemeList } from './SchemeList.astro';
