/** The words of VisionMission, part of the `about` namespace (src/i18n/en.ts joins them). */
export const en = {
  vision: 'Vision',
  mission: 'Mission',
  qualityPolicy: 'Quality Policy',
};

export const hi: typeof en = {
  vision: 'दृष्टि',
  mission: 'ध्येय',
  qualityPolicy: 'गुणवत्ता नीति',
};
