/**
 * The preview of a data entry (a person, a programme, the fees, a notice):
 * the pages of the site that show it, as the build recorded which files each
 * page read (/admin/shown-on.json), and one of them drawn with the site's own
 * components and styles, English or Hindi: as last built, or under
 * `astro dev` as the files stand now. A page cannot be framed (the site
 * forbids it), so its main content is fetched and drawn in the preview with
 * its stylesheets, and what the editor has typed is drawn over it, marked:
 * each text or figure changed where it stands, and the figures pages add up
 * from it, in the page's language (typed-changes.ts); an item added to a
 * list, as the page draws the item it follows, with the new item's texts;
 * an item removed, struck out.
 */
import {
  changedValues,
  itemChanges,
  itemOverTemplate,
  itemTexts,
  leavesOf,
  shownChanges,
  type Item,
  type ItemChange,
  type ShownChange,
} from './typed-changes.ts';
import { entryValues, type FormEntry } from './formats.ts';
import { hindiLines } from '../../scripts/lib/translations/hindi-gaps.mjs';
import { hindiWithForm, whenFormHindiChanges } from './form-hindi.ts';
import { langOfRoute, type Lang } from '../lib/languages.ts';

const { createClass, h } = window;

interface Self {
  props: { entry: FormEntry; collection?: { get(key: string): unknown } };
  /** routes: null while loading, undefined when the site has not been built. */
  state: { routes: string[] | null | undefined; route: string; html: string };
  setState(state: Partial<Self['state']>): void;
  forceUpdate(): void;
  show(route: string): void;
  stopListening?: () => void;
}

/** The pages of each data file, or null when the editor runs without a build (`astro dev`). */
const shownOn: Promise<Record<string, string[]> | null> = fetch('/admin/shown-on.json')
  .then((response) => (response.ok ? response.json() : null))
  .catch(() => null);

/** What the form holds that its file does not, for a page in `lang`: values changed where they stand, items added or removed. */
type Typed = { lang: Lang; hindi: (english: string) => string | undefined; values: ShownChange[]; items: ItemChange[] };

/** The changes typed in the form, as a page in the route's language shows them. */
function typedChanges(self: Self, route: string): Typed | undefined {
  const { values, saved } = entryValues(self.props.entry, String(self.props.collection?.get('format')));
  if (!saved) return undefined;
  const lines = hindiLines(process.cwd()) as Record<string, string>;
  const [lang, hindi] = [langOfRoute(route), hindiWithForm((english) => lines[english])];
  return { lang, hindi, values: shownChanges(changedValues(saved, values), lang, hindi), items: itemChanges(saved, values) };
}

/** The nearest element around `node` that holds one of `texts`, and how many elements up it is; none when none is near. */
function nearestHolding(node: Node, texts: string[]): { element: Element; up: number } | undefined {
  let element = node.parentElement;
  for (let up = 0; element && up < 8; up++, element = element.parentElement) {
    if (texts.some((text) => element!.textContent?.includes(text))) return { element, up };
  }
  return undefined;
}

type Place = { node: Text; at: number; change: ShownChange };

/** How many times `text` stands in `within`. */
const timesIn = (within: string, text: string) => within.split(text).length - 1;

/** Each place in `node` where the change's old text stands. */
function placesIn(node: Text, change: ShownChange): Place[] {
  const found: Place[] = [];
  for (let at = node.data.indexOf(change.from); at !== -1; at = node.data.indexOf(change.from, at + change.from.length)) found.push({ node, at, change });
  return found;
}

/**
 * Where a change is drawn: where the page shows its old form once, or, where it shows it several times (a fee
 * other programmes share), in each part of the page nearest the item's other texts (its programme's name: a card,
 * a table row), at the change's own turn among the equal values there (the second year of equal fees).
 */
function placesOf(change: ShownChange, texts: Text[], pageText: string): Place[] {
  const places = texts.flatMap((node) => placesIn(node, change));
  if (places.length <= 1) return places;
  // The item's texts the page shows least often (its name, rather than its level shared by many): they tell it apart.
  const count = (text: string) => timesIn(pageText, text);
  const shown = change.beside.filter((text) => count(text) > 0);
  const fewest = Math.min(...shown.map(count));
  const telling = shown.filter((text) => count(text) === fewest);
  const near = places.map(({ node }) => nearestHolding(node, telling));
  const nearest = Math.min(...near.map((found) => found?.up ?? Infinity));
  if (nearest === Infinity) return [];
  const byPart = new Map<Element, Place[]>();
  places.forEach((place, i) => near[i]?.up === nearest && byPart.set(near[i]!.element, [...(byPart.get(near[i]!.element) ?? []), place]));
  return [...byPart.values()].flatMap((inPart) => inPart.slice(change.nth ?? 0, (change.nth ?? 0) + 1));
}

/** The text nodes under `root`, in the page's order. */
function textNodes(root: Node): Text[] {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  return texts;
}

/** Each place drawn: its text gives way to the change's new text, in the node `drawn` makes of it. */
function draw(places: Place[], drawn: (change: ShownChange) => Node) {
  for (const node of new Set(places.map((place) => place.node))) {
    const parts: (string | Node)[] = [];
    let from = 0;
    for (const { at, change } of places.filter((place) => place.node === node).sort((a, b) => a.at - b.at)) {
      parts.push(node.data.slice(from, at), drawn(change));
      from = at + change.from.length;
    }
    node.replaceWith(...parts, node.data.slice(from));
  }
}

/** Of the places found for each change in turn, those not inside a place already taken (the list is longest first). */
function untaken(changes: ShownChange[], placesOf: (change: ShownChange) => Place[]): Place[] {
  const taken: Place[] = [];
  for (const change of changes) {
    for (const place of placesOf(change)) {
      const overlaps = taken.some((t) => t.node === place.node && t.at < place.at + change.from.length && place.at < t.at + t.change.from.length);
      if (!overlaps) taken.push(place);
    }
  }
  return taken;
}

/**
 * Where the page draws one item of a list (a card, a table row, a list item): around each place its least
 * common text stands, the largest element that holds no text telling one of the list's other items apart. None
 * where the page shows no other item of the list to tell where one ends.
 */
function itemElements(root: Element, texts: string[], othersTexts: string[][]): Element[] {
  const pageText = root.textContent ?? '';
  const telling = (candidates: string[]) =>
    candidates.filter((text) => timesIn(pageText, text) > 0).sort((a, b) => timesIn(pageText, a) - timesIn(pageText, b))[0];
  const own = telling(texts);
  const others = othersTexts.flatMap((other) => telling(other) ?? []).filter((other) => !texts.some((text) => text.includes(other)));
  if (!own || !others.length) return [];
  const holdsOther = (element: Element) => others.some((other) => element.textContent?.includes(other));
  const found = textNodes(root).flatMap((node) => {
    if (!node.data.includes(own)) return [];
    let element = node.parentElement;
    while (element?.parentElement && element.parentElement !== root && !holdsOther(element.parentElement)) element = element.parentElement;
    return element?.parentElement && holdsOther(element.parentElement) ? [element] : [];
  });
  return [...new Set(found)].filter((element, _, all) => !all.some((other) => other !== element && other.contains(element)));
}

/** A mark of what was typed and is not yet published, holding the new text (in English where the page has no Hindi for it yet). */
function typedMark(doc: Document, change: ShownChange): HTMLElement {
  const mark = doc.createElement('mark');
  mark.className = 'data-preview__typed';
  mark.title = `Typed, not yet published (was “${change.from}”)`;
  if (change.english) mark.lang = 'en';
  mark.textContent = change.to;
  return mark;
}

/** A text of a new item, plain within the drawing of the item, which is marked as a whole. */
function newText(doc: Document, change: ShownChange): Node {
  if (!change.english) return doc.createTextNode(change.to);
  const span = doc.createElement('span');
  span.lang = 'en';
  span.textContent = change.to;
  return span;
}

/**
 * A new item drawn as the page draws `template`'s `element`: the template's texts (in words and in names for screen
 * readers) giving way to the new item's, a link to another site leading where the new item's does, other links
 * nowhere yet (its own page is made once it is published), no id the page already has.
 */
function drawnAdded(element: Element, template: Item, item: Item, typed: Typed): Element {
  const copy = element.cloneNode(true) as Element;
  const texts = itemOverTemplate(template, item, typed.lang, typed.hindi);
  draw(
    untaken(texts, (shown) => textNodes(copy).flatMap((node) => placesIn(node, shown))),
    (shown) => newText(copy.ownerDocument, shown),
  );
  const typedAt = new Map(leavesOf(item));
  const links = new Map(leavesOf(template).map(([path, value]) => [String(value), String(typedAt.get(path) ?? '')]));
  for (const part of [copy, ...copy.querySelectorAll('*')]) {
    part.removeAttribute('id');
    const href = links.get(part.getAttribute('href') ?? '') ?? '';
    if (/^https?:/.test(href)) part.setAttribute('href', href);
    else part.removeAttribute('href');
    for (const name of ['aria-label', 'alt', 'title']) {
      const value = part.getAttribute(name);
      if (value)
        part.setAttribute(
          name,
          texts.reduce((text, { from, to }) => text.replaceAll(from, to), value),
        );
    }
  }
  copy.classList.add('data-preview__added');
  copy.setAttribute('title', 'Added, not yet published');
  return copy;
}

/** Each item added or removed drawn where the page draws its list; how many places. */
function drawItems(root: Element, typed: Typed): number {
  const texts = (item: unknown) => itemTexts(item, typed.lang, typed.hindi);
  let drawn = 0;
  const elementsOf = (item: Item, others: Item[]) => itemElements(root, texts(item), others.filter((other) => other !== item).map(texts));
  for (const change of typed.items) {
    if (change.kind === 'removed') {
      for (const element of elementsOf(change.item, change.others)) {
        element.classList.add('data-preview__removed');
        element.setAttribute('title', 'Removed, not yet published');
        drawn++;
      }
      continue;
    }
    if (!change.neighbour || !change.template) continue;
    // Drawn as the page draws the template, where it draws the neighbour (the same item, or one of the same part).
    const templates = elementsOf(change.template, change.others);
    for (const element of elementsOf(change.neighbour, change.others)) {
      const template = templates.find((other) => other.parentElement === element.parentElement);
      const drawing = template ? drawnAdded(template, change.template, change.item, typed) : drawnAdded(element, change.neighbour, change.item, typed);
      element[change.after ? 'after' : 'before'](drawing);
      drawn++;
    }
  }
  return drawn;
}

/** The page's HTML with what was typed drawn on it, marked as typed and not yet published; and how many places. */
function withChanges(html: string, typed: Typed | undefined): { html: string; drawn: number } {
  if (!html || !typed || (!typed.values.length && !typed.items.length)) return { html, drawn: 0 };
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const texts = textNodes(doc.body);
  const pageText = doc.body.textContent ?? '';
  const places = untaken(typed.values, (change) => placesOf(change, texts, pageText));
  draw(places, (change) => typedMark(doc, change));
  const items = drawItems(doc.body, typed);
  return { html: doc.body.innerHTML, drawn: places.length + items };
}

/** A built page's main content with the stylesheets its head links, as HTML the preview can hold. */
async function pageAsBuilt(route: string): Promise<string> {
  const response = await fetch(route);
  if (!response.ok) return '';
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const styles = [...page.querySelectorAll('head link[rel=stylesheet], head style')].map((style) => style.outerHTML).join('');
  const main = page.querySelector('main');
  return main ? `${styles}<div lang="${page.documentElement.lang}">${main.innerHTML}</div>` : '';
}

export const DataPreview = createClass({
  getInitialState() {
    return { routes: null, route: '', html: '' };
  },
  componentDidMount(this: Self) {
    // Hindi typed in the form is not a change of the entry, which is all that draws the preview again.
    this.stopListening = whenFormHindiChanges(() => this.forceUpdate());
    void shownOn.then((map) => {
      if (!map) return this.setState({ routes: undefined });
      const routes = map[String(this.props.entry.get('path') ?? '')] ?? [];
      this.setState({ routes });
      if (routes[0]) this.show(routes[0]);
    });
  },
  componentWillUnmount(this: Self) {
    this.stopListening?.();
  },
  show(this: Self, route: string) {
    this.setState({ route, html: '' });
    void pageAsBuilt(route).then((html) => this.state.route === route && this.setState({ html }));
  },
  render(this: Self) {
    const { routes, route } = this.state;
    const { html, drawn } = withChanges(this.state.html, routes?.length ? typedChanges(this, route) : undefined);
    if (routes === null) return h('p', { className: 'data-preview__note' }, 'Finding the pages that show this entry…');
    if (routes === undefined)
      return h('p', { className: 'data-preview__note' }, 'The pages that show this entry are known once the site is built (npm run build).');
    if (routes.length === 0)
      return h(
        'p',
        { className: 'data-preview__note' },
        'The last build recorded no page reading this entry on its own: the settings and words all pages share are read once for every page.',
      );
    return h(
      'div',
      { className: 'data-preview' },
      h(
        'p',
        { className: 'data-preview__note' },
        `Shown on ${routes.length === 1 ? 'one page' : `${routes.length} pages`}. `,
        drawn
          ? `What you have typed is drawn on the page, marked (${drawn === 1 ? 'one place' : `${drawn} places`}); it is published with the entry. `
          : 'The page is drawn as the site last showed it: a text or figure you change is drawn on it, marked, where the page shows it. ',
        'An item you add is drawn where the page lists the item it follows, outlined; one you remove is struck out. ',
        h(
          'label',
          null,
          'Page: ',
          h(
            'select',
            { value: route, onChange: (event: { target: { value: string } }) => this.show(event.target.value) },
            ...routes.map((shown) => h('option', { key: shown, value: shown }, shown)),
          ),
        ),
      ),
      h('div', { className: 'page page-width data-preview__page', dangerouslySetInnerHTML: { __html: html } }),
    );
  },
});
