export { default as DocumentList } from './DocumentList.astro';
