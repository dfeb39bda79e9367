/** How pages write a phone line's extensions: "extension 214", "extensions 214, 264 and 262". */
export function extensionsPhrase(extensions: readonly (string | number)[]): string {
  if (extensions.length === 0) return '';
  if (extensions.length === 1) return `extension ${extensions[0]}`;
  return `extensions ${extensions.slice(0, -1).join(', ')} and ${extensions.at(-1)}`;
}
