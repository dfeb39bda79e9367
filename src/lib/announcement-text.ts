/**
 * What the home announcement says on a given day: nothing outside its
 * display window or once its event is over (the home page never announces a
 * past event); with an event, the text for where the event stands, so it
 * never invites visitors to an event whose registration has closed. The
 * words themselves come from the content (any language).
 */
import { withinWindow } from './dates.ts';
import type { EventPhase } from './event-timeline.ts';

export interface AnnouncementTexts {
  text: string;
  textWhenRegistrationClosed?: string;
  showFrom?: string;
  showUntil?: string;
}

/** The text to show for the event's phase (or `text` when the announcement has no event); null outside the display window or after the event. */
export function announcementText(announcement: AnnouncementTexts, phase: EventPhase | undefined, today: string): string | null {
  if (!withinWindow({ from: announcement.showFrom, until: announcement.showUntil }, today)) return null;
  switch (phase) {
    case 'concluded':
      return null;
    case 'upcoming':
    case 'under-way':
      return announcement.textWhenRegistrationClosed ?? announcement.text;
    default:
      return announcement.text;
  }
}
