/**
 * An example written as an MDX page writes it (`<DocumentList category="calendars" />`),
 * so the gallery shows editors the tag that draws what they see.
 */
import type { Example } from './types.ts';

function attribute(name: string, value: unknown): string {
  if (value === true) return name;
  if (typeof value === 'string' && !value.includes('"')) return `${name}="${value}"`;
  return `${name}={${JSON.stringify(value)}}`;
}

export function mdxUsage(name: string, { props = {}, slot, slots = {} }: Example): string {
  const open = [name, ...Object.entries(props).map(([key, value]) => attribute(key, value))].join(' ');
  const children = [...Object.entries(slots).map(([slotName, html]) => `<div slot="${slotName}">\n\n${html}\n\n</div>`), ...(slot ? [slot] : [])];
  return children.length === 0 ? `<${open} />` : `<${open}>\n${children.join('\n')}\n</${name}>`;
}
