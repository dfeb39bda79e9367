/**
 * The vision, mission and quality policy.
 * @from `university/vision-mission.yaml`
 */
export { default as VisionMission } from './VisionMission.astro';
