/**
 * The placement figures, their campus and period, and the officer.
 * @from `placements.yaml`
 */
export { default as PlacementHighlights } from './PlacementHighlights.astro';
