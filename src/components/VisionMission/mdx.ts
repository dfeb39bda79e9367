export { default as VisionMission } from './VisionMission.astro';
