/** The words of AuditSchedule, part of the `quality` namespace (src/i18n/en.ts joins them). */
export const en = {
  schedule: 'Audit schedule',
  status: { past: 'Completed', current: 'Under way', upcoming: 'Upcoming' },
};

export const hi: typeof en = {
  schedule: 'लेखा-परीक्षा की समय-सारिणी',
  status: { past: 'पूरी हुई', current: 'जारी है', upcoming: 'आगामी' },
};
