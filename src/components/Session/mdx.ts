/**
 * The session of the fees and intake (`session` in `fees.yaml`), in page text:
 * `Tuition fees for the <Session /> session, year by year.`
 */
export { default as Session } from './Session.astro';
