/**
 * A strict XML parser for the tests (sax in strict mode): throws on anything
 * that is not well-formed XML and returns a small element tree.
 */
import sax, { type Tag } from 'sax';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export function parseXml(xml: string): XmlElement {
  const parser = sax.parser(true, { trim: false, xmlns: false });
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  parser.onerror = (error: Error) => {
    throw error;
  };
  // Without namespaces (xmlns: false) every tag is a plain Tag, its attributes plain strings.
  parser.onopentag = (node) => {
    const { name, attributes } = node as Tag;
    const element: XmlElement = { name, attributes, children: [], text: '' };
    stack[stack.length - 1]!.children.push(element);
    stack.push(element);
  };
  parser.onclosetag = () => {
    stack.pop();
  };
  parser.ontext = (text: string) => {
    stack[stack.length - 1]!.text += text;
  };
  parser.write(xml).close();
  const [documentElement, ...rest] = root.children;
  if (!documentElement || rest.length > 0) throw new Error('an XML document has exactly one root element');
  return documentElement;
}

/** Child elements with the given name. */
export const childrenNamed = (element: XmlElement, name: string) => element.children.filter((c) => c.name === name);
/** Text of the first child element with the given name, trimmed. */
export const childText = (element: XmlElement, name: string) => childrenNamed(element, name)[0]?.text.trim();
