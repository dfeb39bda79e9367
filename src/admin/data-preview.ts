/**
 * The preview of a data entry (a person, a programme, the fees, a notice):
 * the pages of the site that show it, as the build recorded which files each
 * page read (/admin/shown-on.json), and one of them drawn with the site's own
 * components and styles, English or Hindi, as it was last built. A page
 * cannot be framed (the site forbids it), so its main content is fetched and
 * drawn in the preview with its stylesheets. What the editor changes shows
 * there once it is published and the site is built again, and the preview
 * says so.
 */
const { createClass, h } = window;

interface Self {
  props: { entry: { get(key: string): unknown } };
  /** routes: null while loading, undefined when the site has not been built. */
  state: { routes: string[] | null | undefined; route: string; html: string };
  setState(state: Partial<Self['state']>): void;
  show(route: string): void;
}

/** The pages of each data file, or null when the editor runs without a build (`astro dev`). */
const shownOn: Promise<Record<string, string[]> | null> = fetch('/admin/shown-on.json')
  .then((response) => (response.ok ? response.json() : null))
  .catch(() => null);

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
    const { routes, route, html } = this.state;
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
        `Shown on ${routes.length === 1 ? 'one page' : `${routes.length} pages`}, as the site was last built; your changes appear there once published and the site is built again. `,
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
