/** Reads the TechIdea 2025 entry of the event collection for the event's components. */
import { getEntry } from 'astro:content';

export async function getTechIdea() {
  const entry = await getEntry('event', 'techidea-2025');
  if (!entry) throw new Error('src/content/data/events/techidea-2025.yaml is missing');
  return entry.data;
}
