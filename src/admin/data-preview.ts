/**
 * The preview of a data entry (a person, a programme, the fees, a notice):
 * the pages of the site that show it, as the build recorded which files each
 * page read (/admin/shown-on.json), and one of them drawn with the site's own
 * components and styles, English or Hindi: as last built, or under
 * `astro dev` as the files stand now. A page cannot be framed (the site
 * forbids it), so its main content is fetched and drawn in the preview with
 * its stylesheets, and what the editor has typed is drawn over it, marked:
 * each text or figure changed where it stands, and the figures pages add up
 * from it, in the page's language (typed-changes.ts). An item added or
 * removed shows once published and built, and the preview says so.
 */
import { changedValues, shownChanges, type ShownChange } from './typed-changes.ts';
import { entryValues, type FormEntry } from './formats.ts';
import { hindiLines } from '../../scripts/lib/translations/hindi-gaps.mjs';
import { langOfRoute } from '../lib/languages.ts';

const { createClass, h } = window;

interface Self {
  props: { entry: FormEntry; collection?: { get(key: string): unknown } };
  /** routes: null while loading, undefined when the site has not been built. */
  state: { routes: string[] | null | undefined; route: string; html: string };
  setState(state: Partial<Self['state']>): void;
  show(route: string): void;
}

/** The pages of each data file, or null when the editor runs without a build (`astro dev`). */
const shownOn: Promise<Record<string, string[]> | null> = fetch('/admin/shown-on.json')
  .then((response) => (response.ok ? response.json() : null))
  .catch(() => null);

/** The changes typed in the form, as a page in the route's language shows them. */
function typedChanges(self: Self, route: string): ShownChange[] {
  const { values, saved } = entryValues(self.props.entry, String(self.props.collection?.get('format')));
  if (!saved) return [];
  const lines = hindiLines(process.cwd()) as Record<string, string>;
  return shownChanges(changedValues(saved, values), langOfRoute(route), (english) => lines[english]);
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

/**
 * Where a change is drawn: where the page shows its old form once, or, where it shows it several times (a fee
 * other programmes share), in each part of the page nearest the item's other texts (its programme's name: a card,
 * a table row), at the change's own turn among the equal values there (the second year of equal fees).
 */
function placesOf(change: ShownChange, texts: Text[], pageText: string): Place[] {
  const places = texts.flatMap((node) => {
    const found: Place[] = [];
    for (let at = node.data.indexOf(change.from); at !== -1; at = node.data.indexOf(change.from, at + change.from.length)) found.push({ node, at, change });
    return found;
  });
  if (places.length <= 1) return places;
  // The item's texts the page shows least often (its name, rather than its level shared by many): they tell it apart.
  const count = (text: string) => pageText.split(text).length - 1;
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

/** The page's HTML with each change drawn in its text, marked as typed and not yet published; and how many places. */
function withChanges(html: string, changes: ShownChange[]): { html: string; drawn: number } {
  if (!html || !changes.length) return { html, drawn: 0 };
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  // Longest change first (the list's order): a shorter one inside a place already taken is not drawn again.
  const taken: Place[] = [];
  for (const change of changes) {
    for (const place of placesOf(change, texts, doc.body.textContent ?? '')) {
      const overlaps = taken.some((t) => t.node === place.node && t.at < place.at + change.from.length && place.at < t.at + t.change.from.length);
      if (!overlaps) taken.push(place);
    }
  }
  for (const node of new Set(taken.map((place) => place.node))) {
    const parts: (string | Node)[] = [];
    let from = 0;
    for (const { at, change } of taken.filter((place) => place.node === node).sort((a, b) => a.at - b.at)) {
      const mark = doc.createElement('mark');
      mark.className = 'data-preview__typed';
      mark.title = `Typed, not yet published (was “${change.from}”)`;
      if (change.english) mark.lang = 'en';
      mark.textContent = change.to;
      parts.push(node.data.slice(from, at), mark);
      from = at + change.from.length;
    }
    node.replaceWith(...parts, node.data.slice(from));
  }
  return { html: doc.body.innerHTML, drawn: taken.length };
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
    void shownOn.then((map) => {
      if (!map) return this.setState({ routes: undefined });
      const routes = map[String(this.props.entry.get('path') ?? '')] ?? [];
      this.setState({ routes });
      if (routes[0]) this.show(routes[0]);
    });
  },
  show(this: Self, route: string) {
    this.setState({ route, html: '' });
    void pageAsBuilt(route).then((html) => this.state.route === route && this.setState({ html }));
  },
  render(this: Self) {
    const { routes, route } = this.state;
    const { html, drawn } = withChanges(this.state.html, routes?.length ? typedChanges(this, route) : []);
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
        'An item added or removed shows once published and the site is built again. ',
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
