/** The announcement's own words; its title, text and link label come from home.yaml. */
export const en = {
  kicker: 'Announcement',
  close: 'Close announcement',
  /** Read after the link's label by screen readers: "View details of TechIdea 2025". */
  detailsOf: (title: string) => ` of ${title}`,
};

export const hi: typeof en = {
  kicker: 'सूचना',
  close: 'सूचना बंद करें',
  detailsOf: (title: string) => ` (${title})`,
};
