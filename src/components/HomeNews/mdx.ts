export { default as HomeNews } from './HomeNews.astro';
