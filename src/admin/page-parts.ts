/**
 * Which parts of a page's text the editor's preview leaves to the site: its
 * components other than links and the session (tables, profiles, lists that
 * the site fills from the content files). Pure, so tests import it too.
 */
const DRAWN_IN_THE_PREVIEW = ['Link', 'Session'];

/** The names of the text's other components, each once, in order: ["FeeTable", "HostelFee"]. */
export const drawnOnTheSite = (body: string): string[] =>
  [...new Set([...body.matchAll(/<([A-Z]\w*)/g)].map((m) => m[1]!))].filter((name) => !DRAWN_IN_THE_PREVIEW.includes(name));
