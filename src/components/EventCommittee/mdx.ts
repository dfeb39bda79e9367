export { default as EventCommittee } from './EventCommittee.astro';
