export { default as OfficerProfile } from './OfficerProfile.astro';
