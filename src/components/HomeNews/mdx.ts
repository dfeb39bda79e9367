/**
 * What is new on the day of the build: current notices, the dates to come of the announced event, the placement figures.
 * @from `documents.yaml`, `events/`, `placements.yaml`
 */
export { default as HomeNews } from './HomeNews.astro';
