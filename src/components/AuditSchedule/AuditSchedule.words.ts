import { defineWords } from '../../lib/languages.ts';

/** The words of AuditSchedule. */
export const words = defineWords({
  en: {
    schedule: 'Audit schedule',
    status: { past: 'Completed', current: 'Under way', upcoming: 'Upcoming' },
  },
  hi: {
    schedule: 'लेखा-परीक्षा की समय-सारिणी',
    status: { past: 'पूरी हुई', current: 'जारी है', upcoming: 'आगामी' },
  },
});
