/** The home page's content (src/content/data/home.yaml): carousel, courses, news and announcement. */
import { requireEntry } from './entry';

export async function getHome() {
  return (await requireEntry('home', 'home', 'src/content/data/home.yaml')).data;
}
