/**
 * Where a programme is described: its own hand-written page when the data
 * names one (`page:` in programmes.yaml: a department or school page), else
 * the page the build generates for it from its data, at /programmes/<id>.
 * The data layer, the content check and the tests all ask here, so the
 * generated route is written once.
 */

/** The programme explorer's route; the generated pages sit under it. */
export const PROGRAMMES_ROUTE = '/programmes';

/** Pages that only say "under construction": a link there for something the data describes is a content error. */
export const UNDER_CONSTRUCTION_ROUTES = ['/page-under-development'] as const;

export function isUnderConstruction(href: string): boolean {
  const route = href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  return (UNDER_CONSTRUCTION_ROUTES as readonly string[]).includes(route);
}

/** The route of a programme's generated page: /programmes/btech-ece. */
export function generatedProgrammeRoute(id: string): string {
  return `${PROGRAMMES_ROUTE}/${id}`;
}

/** Whether the build generates the programme's page (it has no hand-written one). */
export function hasGeneratedPage(programme: { page?: string }): boolean {
  return !programme.page;
}

/** The route a link to the programme leads to: its own page, else its generated one. */
export function programmePage(programme: { id: string; page?: string }): string {
  return programme.page ?? generatedProgrammeRoute(programme.id);
}
