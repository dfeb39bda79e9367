/**
 * A built page as the whole-site checks read it: the HTML of dist/ parsed,
 * and the words an element shows on screen. For what a page says, not how it
 * behaves or is laid out (that needs the browser).
 */
import { readdirSync } from 'node:fs';
import { parse, type HTMLElement } from 'node-html-parser';
import { readPage } from '../server/built-site.ts';

export type { HTMLElement };

/** The built page of a route, parsed. */
export const builtDoc = (route: string): HTMLElement => parse(readPage(route));

/** The words an element shows on screen: without text only screen readers get ("opens in a new tab"), layout whitespace collapsed. */
export function shownText(element: HTMLElement): string {
  const copy = parse(element.outerHTML);
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  // A no-break space (in amounts) is part of what is shown.
  return copy.text.replace(/[ \t\r\n]+/g, ' ').trim();
}

/** The words each match of a selector shows. */
export const shownTexts = (root: HTMLElement, selector: string): string[] => root.querySelectorAll(selector).map(shownText);

/** All the words of an element, hidden ones too, as a screen reader reads a link's name from its content. */
export const fullText = (element: HTMLElement): string => element.text.replace(/\s+/g, ' ').trim();

/** The day the build was made for, as an event page states it ("Status as of …"); pages hold for any BUILD_DATE. */
export function builtOn(): string {
  const event = readdirSync('src/content/data/events').find((file) => file.endsWith('.yaml'))!;
  return (
    builtDoc(`/${event.replace(/\.yaml$/, '')}`)
      .querySelector('.event-timeline__asof time')
      ?.getAttribute('datetime') ?? ''
  );
}
