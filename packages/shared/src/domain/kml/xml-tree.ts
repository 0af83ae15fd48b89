import type { XmlDocument, XmlElement, XmlNode } from './reader.ts';

/**
 * A small XML parser for the layer readers on the server: it builds only what `readKml` and the GPX
 * reader use (elements, their attributes, text), about a fifth of @xmldom/xmldom's memory and time
 * for a layer of 15,000 shapes, so such a layer is read within a KML worker's heap. It refuses what
 * is not well-formed (tags that do not match, an unknown entity, a `<` in an attribute, text outside
 * the root) and never reads a DOCTYPE: callers refuse DOCTYPE and entity declarations first.
 * Comments and processing instructions are skipped; CDATA sections are text.
 */

export class XmlSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlSyntaxError';
  }
}

/**
 * Deepest nesting of elements a document may have: a layer's deepest real element (a polygon's
 * coordinates in a few folders) is about a dozen deep. Every walk of the tree (`textContent`,
 * `getElementsByTagName`, the KML reader's folders) recurses, so a deeper tree, whatever a first scan
 * of the text found, is refused while it is built.
 */
export const XML_MAX_DEPTH = 64;

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

const NO_CHILDREN: readonly XmlNode[] = Object.freeze([]);

class TextNode implements XmlNode {
  readonly nodeType = TEXT_NODE;
  readonly childNodes = NO_CHILDREN;
  readonly textContent: string;
  constructor(textContent: string) {
    this.textContent = textContent;
  }
}

/** A tag name and its local name (after any prefix), one copy per distinct name of a document. */
interface TagName {
  tagName: string;
  localName: string;
}

class ElementNode implements XmlElement {
  readonly nodeType = ELEMENT_NODE;
  readonly tagName: string;
  readonly localName: string;
  /** Shared empty list until a first child comes: most elements of a layer hold one text or none. */
  childNodes: XmlNode[] = NO_CHILDREN as XmlNode[];
  /** Names and values, alternately; null when none. */
  private readonly attributes: string[] | null;
  constructor(name: TagName, attributes: string[] | null) {
    this.attributes = attributes;
    this.tagName = name.tagName;
    this.localName = name.localName;
  }

  append(node: XmlNode): void {
    if (this.childNodes === NO_CHILDREN) this.childNodes = [node];
    else this.childNodes.push(node);
  }

  getAttribute(name: string): string | null {
    const attributes = this.attributes;
    if (attributes === null) return null;
    for (let index = 0; index < attributes.length; index += 2)
      if (attributes[index] === name) return attributes[index + 1] ?? null;
    return null;
  }

  get textContent(): string {
    const first = this.childNodes[0];
    if (this.childNodes.length === 1 && first?.nodeType === TEXT_NODE) return first.textContent ?? '';
    const parts: string[] = [];
    collectText(this, parts);
    return parts.join('');
  }

  /** Descendants in document order, all of them for `*`, else those of that tag name. */
  getElementsByTagName(name: string): XmlElement[] {
    const found: XmlElement[] = [];
    collectElements(this, name, found);
    return found;
  }
}

function collectText(element: ElementNode, parts: string[]): void {
  for (const node of element.childNodes) {
    if (node instanceof ElementNode) collectText(node, parts);
    else parts.push(node.textContent ?? '');
  }
}

function collectElements(element: ElementNode, name: string, found: XmlElement[]): void {
  for (const node of element.childNodes) {
    if (!(node instanceof ElementNode)) continue;
    if (name === '*' || node.tagName === name) found.push(node);
    collectElements(node, name, found);
  }
}

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text with its entity and character references replaced; an unknown or unfinished one is refused. */
function decodeText(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&([^;&<\s]{0,12});?/g, (match, name: string) => {
    if (!match.endsWith(';')) throw new XmlSyntaxError('an `&` that starts no entity reference');
    const named = NAMED_ENTITIES[name];
    if (named !== undefined) return named;
    const code = /^#x[0-9a-f]+$/i.test(name)
      ? Number.parseInt(name.slice(2), 16)
      : /^#[0-9]+$/.test(name)
        ? Number.parseInt(name.slice(1), 10)
        : Number.NaN;
    if (!Number.isInteger(code) || code < 1 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
      throw new XmlSyntaxError(`an unknown entity reference &${name};`);
    return String.fromCodePoint(code);
  });
}

const NAME = /[A-Za-z_:\u00C0-\uFFFF][\w.:\u00B7\u00C0-\uFFFF-]*/y;
const ATTRIBUTE = /\s+([A-Za-z_:\u00C0-\uFFFF][\w.:\u00B7\u00C0-\uFFFF-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const TAG_END = /\s*(\/?)>/y;
const isBlank = (text: string) => /^[\s]*$/.test(text);

/**
 * Parses an XML document into the tree the layer readers walk. Throws `XmlSyntaxError` if malformed
 * or nested deeper than XML_MAX_DEPTH.
 */
export function parseXmlTree(text: string): XmlDocument & { documentElement: XmlElement } {
  const names = new Map<string, TagName>();
  const tagName = (name: string): TagName => {
    let known = names.get(name);
    if (known === undefined) {
      const colon = name.indexOf(':');
      known = { tagName: name, localName: colon === -1 ? name : name.slice(colon + 1) };
      names.set(name, known);
    }
    return known;
  };
  let root: ElementNode | null = null;
  const open: ElementNode[] = [];
  let at = 0;
  const addText = (value: string) => {
    const parent = open[open.length - 1];
    if (!parent) {
      if (!isBlank(value)) throw new XmlSyntaxError('text outside the root element');
      return;
    }
    const last = parent.childNodes[parent.childNodes.length - 1];
    if (last instanceof TextNode)
      parent.childNodes[parent.childNodes.length - 1] = new TextNode(last.textContent + value);
    else parent.append(new TextNode(value));
  };
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const textEnd = lt === -1 ? text.length : lt;
    if (textEnd > at) {
      const raw = text.slice(at, textEnd);
      if (raw.includes(']]>')) throw new XmlSyntaxError('`]]>` in text');
      addText(decodeText(raw));
    }
    if (lt === -1) break;
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      if (end === -1) throw new XmlSyntaxError('a comment is never closed');
      at = end + 3;
    } else if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt + 9);
      if (end === -1) throw new XmlSyntaxError('a CDATA section is never closed');
      if (open.length === 0) throw new XmlSyntaxError('a CDATA section outside the root element');
      addText(text.slice(lt + 9, end));
      at = end + 3;
    } else if (text.startsWith('<?', lt)) {
      const end = text.indexOf('?>', lt + 2);
      if (end === -1) throw new XmlSyntaxError('a processing instruction is never closed');
      at = end + 2;
    } else if (text.startsWith('<!', lt)) {
      throw new XmlSyntaxError('a declaration (DOCTYPE, ENTITY) is not read');
    } else if (text.charCodeAt(lt + 1) === 0x2f) {
      NAME.lastIndex = lt + 2;
      const name = NAME.exec(text)?.[0];
      const element = open.pop();
      if (name === undefined || element === undefined || element.tagName !== name)
        throw new XmlSyntaxError(`a closing tag </${name ?? ''}> that closes no open element`);
      TAG_END.lastIndex = NAME.lastIndex;
      const end = TAG_END.exec(text);
      if (end === null || end[1] === '/') throw new XmlSyntaxError(`the closing tag </${name}> is malformed`);
      at = TAG_END.lastIndex;
    } else {
      NAME.lastIndex = lt + 1;
      const name = NAME.exec(text)?.[0];
      if (name === undefined) throw new XmlSyntaxError('a `<` that starts no tag');
      let attributes: string[] | null = null;
      let position = NAME.lastIndex;
      for (;;) {
        ATTRIBUTE.lastIndex = position;
        const attribute = ATTRIBUTE.exec(text);
        if (attribute === null) break;
        attributes ??= [];
        attributes.push(attribute[1] as string, decodeText(attribute[2] ?? attribute[3] ?? ''));
        position = ATTRIBUTE.lastIndex;
      }
      TAG_END.lastIndex = position;
      const end = TAG_END.exec(text);
      if (end === null) throw new XmlSyntaxError(`the tag <${name}> is malformed`);
      at = TAG_END.lastIndex;
      const element = new ElementNode(tagName(name), attributes);
      const parent = open[open.length - 1];
      if (parent) parent.append(element);
      else if (root === null) root = element;
      else throw new XmlSyntaxError('more than one root element');
      if (end[1] !== '/') {
        if (open.length >= XML_MAX_DEPTH)
          throw new XmlSyntaxError(`elements nested more than ${XML_MAX_DEPTH} deep`);
        open.push(element);
      }
    }
  }
  if (open.length > 0)
    throw new XmlSyntaxError(`the element <${open[open.length - 1]?.tagName}> is never closed`);
  if (root === null) throw new XmlSyntaxError('no root element');
  return { documentElement: root };
}
