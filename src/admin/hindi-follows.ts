/**
 * The Hindi of an entry's English texts follows the entry when it is
 * published. The Hindi dictionaries (src/content/data/translations/hi/) are
 * keyed by the English a page shows, so the entry's form (entry-check-widget.ts)
 * notes, as Publish is pressed, the Hindi typed there for its new texts and the
 * texts it renames; once Decap has saved the entry, the typed lines are written
 * to the dictionary of the entry's area and each renamed text gets a line
 * beside the old one with the same Hindi, saved through the same local backend.
 */
import type { Renamed } from './entry-check.ts';
import { isMap, isScalar, parseYamlDocument, stringifyYaml } from '../content-io/yaml.ts';
import { readYaml, writeYaml } from './formats.ts';
import { askLocalBackend, readThroughBackend } from './local-backend.ts';
import { overlay, readdirSync } from './site-files.ts';
import { DICTIONARIES } from '../../scripts/lib/translations/hindi-gaps.mjs';

/** Hindi typed in a form for its English texts (English → Hindi), and the dictionary it goes to. */
export type TypedHindi = { dictionary: string; lines: Record<string, string> };

/** What the entry being published asks of the dictionaries, noted by its form's check as Publish is pressed. */
let noted: { renamed: Renamed[]; typed?: TypedHindi } = { renamed: [] };
export const noteHindi = (renamed: Renamed[], typed?: TypedHindi) => (noted = { renamed, typed });

/** Told once the dictionaries hold what the last Publish asked: the form checks the entry again. */
const written = new EventTarget();
export function whenHindiWritten(listener: () => void): () => void {
  written.addEventListener('written', listener);
  return () => written.removeEventListener('written', listener);
}

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

/** A dictionary's text with these lines: a text it holds keeps its place and comments with the new Hindi, a new one is added at the end. */
export const withHindiLines = (text: string, lines: Record<string, string>) => writeYaml({ ...(readYaml(text) as Record<string, string>), ...lines }, text);

/** Saves a dictionary changed by `change`, as it is saved now, through the local backend; nothing when it is unchanged. */
async function changeDictionary(path: string, change: (text: string) => string, why: string) {
  const raw = await readThroughBackend(path);
  if (raw === null) return;
  const text = change(raw);
  if (text === raw) return;
  await askLocalBackend('persistEntry', {
    dataFiles: [
      {
        slug: path
          .split('/')
          .pop()!
          .replace(/\.yaml$/, ''),
        path,
        raw: text,
      },
    ],
    assets: [],
    options: { commitMessage: `${why} in ${path}`, useWorkflow: false, status: 'draft' },
  });
  // The form's checks read the dictionary as it now stands.
  overlay(path, text);
}

/** Writes, in the dictionaries as saved now, the Hindi typed in the published entry's form and the Hindi of the texts it renamed. */
export async function keepHindiOnPublish(): Promise<void> {
  const { renamed, typed } = noted;
  noted = { renamed: [] };
  if (typed && Object.keys(typed.lines).length) {
    await changeDictionary(typed.dictionary, (text) => withHindiLines(text, typed.lines), 'Add the Hindi typed beside its English');
  }
  if (renamed.length) {
    for (const name of readdirSync(DICTIONARIES).filter((file) => file.endsWith('.yaml'))) {
      const change = (text: string) => renamed.reduce((changed, rename) => withLineFor(changed, rename) ?? changed, text);
      await changeDictionary(`${DICTIONARIES}/${name}`, change, 'Keep the Hindi of renamed texts');
    }
  }
  written.dispatchEvent(new Event('written'));
}
