/** The words of EventCommittee, part of the `event` namespace (src/i18n/en.ts joins them). */
export const en = {
  committee: (name: string) => `${name} committee`,
  serial: 'S. No.',
  name: 'Name',
  designation: 'Designation',
  role: 'Role',
  roles: { chairman: 'Chairman', member: 'Member', convener: 'Convener' },
};

export const hi: typeof en = {
  committee: (name: string) => `${name} समिति`,
  serial: 'क्रम सं.',
  name: 'नाम',
  designation: 'पद',
  role: 'भूमिका',
  roles: { chairman: 'अध्यक्ष', member: 'सदस्य', convener: 'संयोजक' },
};
