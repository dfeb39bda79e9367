/**
 * Decap's own messages about a form, in the words the rest of the form uses:
 * the field's label first, then what to do, with no "pattern", "persist" or
 * "Oops". They replace Decap's English phrases of the same keys
 * (decap-cms-locales); every other phrase stays Decap's. Pure, so tests
 * import it too.
 */
type Phrases = { [key: string]: string | Phrases };

export const PLAIN_MESSAGES = {
  editor: {
    editorControlPane: {
      widget: {
        required: '%{fieldLabel}: this is needed; fill it in before Publish.',
        // A field's pattern is given with its own words of what to write (scripts/lib/editor-config/cms-config.mjs).
        regexPattern: '%{fieldLabel}: %{pattern}.',
        processing: '%{fieldLabel}: still being read; wait a moment, then Publish.',
        range: '%{fieldLabel}: write a number from %{minValue} to %{maxValue}.',
        min: '%{fieldLabel}: write %{minValue} or more.',
        max: '%{fieldLabel}: write %{maxValue} or less.',
        rangeCount: '%{fieldLabel}: keep from %{minCount} to %{maxCount} items in the list.',
        rangeCountExact: '%{fieldLabel}: keep exactly %{count} items in the list.',
        rangeMin: '%{fieldLabel}: add items until the list has at least %{minCount}.',
        rangeMax: '%{fieldLabel}: keep %{maxCount} items or fewer in the list.',
        invalidPath: '"%{path}" cannot be the name of a file: use lower-case words joined by dashes.',
        pathExists: 'There is already an entry named "%{path}": choose another name.',
      },
    },
  },
  ui: {
    toast: {
      missingRequiredField: 'Not published: some fields need putting right first; each says what it needs, in red.',
      onFailToPersist: 'Not saved: %{details}',
      onFailToLoadEntries: 'This entry could not be opened: %{details}',
      onFailToDelete: 'Not deleted: %{details}',
      onFailToPublishEntry: 'Not published: %{details}',
    },
  },
} satisfies Phrases;

/** Decap's phrases with the plain messages laid over them, key by key. */
export function withPlainMessages(phrases: Phrases, plain: Phrases = PLAIN_MESSAGES): Phrases {
  const merged: Phrases = { ...phrases };
  for (const [key, value] of Object.entries(plain)) {
    const theirs = phrases[key];
    merged[key] = typeof value === 'string' || typeof theirs !== 'object' ? value : withPlainMessages(theirs, value);
  }
  return merged;
}

/** A message as the form shows it for a field: `%{fieldLabel}` and the like filled in. */
export const sayMessage = (message: string, values: Record<string, string>) => message.replace(/%\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
