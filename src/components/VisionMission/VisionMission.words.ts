import { defineWords } from '../../lib/languages.ts';

/** The words of VisionMission. */
export const words = defineWords({
  en: {
    vision: 'Vision',
    mission: 'Mission',
    qualityPolicy: 'Quality Policy',
  },
  hi: {
    vision: 'दृष्टि',
    mission: 'ध्येय',
    qualityPolicy: 'गुणवत्ता नीति',
  },
});
