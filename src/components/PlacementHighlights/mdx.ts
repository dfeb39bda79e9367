export { default as PlacementHighlights } from './PlacementHighlights.astro';
