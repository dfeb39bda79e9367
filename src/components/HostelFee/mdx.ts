export { default as HostelFee } from './HostelFee.astro';
