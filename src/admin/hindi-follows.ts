/**
 * The Hindi of a renamed English text follows it. The Hindi dictionaries
 * (src/content/data/translations/hi/) are keyed by the English a page shows,
 * so an English text renamed in a form would leave its Hindi line behind and
 * Hindi pages would show the new text in English. The entry check notes what
 * Publish renames (entry-check.ts, renamedTexts); once Decap has saved the
 * entry, the new text gets a line beside the old one with the same Hindi,
 * saved through the same local backend.
 */
import type { Renamed } from './entry-check.ts';
import { isMap, isScalar, parseYamlDocument, stringifyYaml } from '../content-io/yaml.ts';
import { askLocalBackend, readThroughBackend } from './local-backend.ts';
import { overlay, readdirSync } from './site-files.ts';

const DICTIONARIES = 'src/content/data/translations/hi';

/** The renames of the entry being published, noted by its form's check as Publish is pressed. */
let noted: Renamed[] = [];
export const noteRenames = (renamed: Renamed[]) => (noted = renamed);

/**
 * A dictionary's text with a line for `to` beside the line of `from`, with its Hindi; undefined when it has no line
 * for `from`, or has one for `to` already. The line of `from` stays: another entry or page may still show that text.
 */
export function withLineFor(text: string, { from, to }: Renamed): string | undefined {
  const doc = parseYamlDocument(text);
  if (!isMap(doc.contents) || doc.contents.items.some(({ key }) => isScalar(key) && key.value === to)) return undefined;
  const line = doc.contents.items.find(({ key }) => isScalar(key) && key.value === from);
  if (!isScalar(line?.value) || typeof line.value.value !== 'string' || !line.value.range) return undefined;
  const end = text.indexOf('\n', line.value.range[1]);
  const at = end === -1 ? text.length : end + 1;
  const added = stringifyYaml({ [to]: line.value.value }, { lineWidth: 0 });
  return `${text.slice(0, at)}${end === -1 ? '\n' : ''}${added}${text.slice(at)}`;
}

/** Gives each text the published entry renamed, in the dictionaries as saved now, the Hindi of the text it replaced. */
export async function keepHindiOfRenamedTexts(): Promise<void> {
  const renamed = noted;
  noted = [];
  if (!renamed.length) return;
  for (const name of readdirSync(DICTIONARIES).filter((file) => file.endsWith('.yaml'))) {
    const path = `${DICTIONARIES}/${name}`;
    const raw = await readThroughBackend(path);
    if (raw === null) continue;
    const text = renamed.reduce((changed, rename) => withLineFor(changed, rename) ?? changed, raw);
    if (text === raw) continue;
    await askLocalBackend('persistEntry', {
      dataFiles: [{ slug: name.replace(/\.yaml$/, ''), path, raw: text }],
      assets: [],
      options: { commitMessage: `Keep the Hindi of renamed texts in ${path}`, useWorkflow: false, status: 'draft' },
    });
    // The form's checks read the dictionary as it now stands.
    overlay(path, text);
  }
}
