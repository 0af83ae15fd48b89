import { XML_MAX_DEPTH } from '@club/shared/domain/kml/xml-tree';

/**
 * How much of a KML document the server agrees to read. A Google Earth or uMap export of a few
 * megabytes holds tens of thousands of elements nested a dozen deep, and a layer of 15,000 shapes
 * saved from the editor about 250,000 nodes; these bounds leave room for that and refuse the files
 * built to exhaust the reader (millions of nodes, or nesting that costs every recursive walk its
 * stack). Nodes are elements, attributes, comments, CDATA sections and processing instructions.
 * The server reads a KML with `parseXmlTree` (shared domain/kml/xml-tree.ts): 500,000 elements each
 * holding a text take about 80 MB of its tree and half a second, within the 256 MB heap of a worker
 * of `kml-pool.ts`. What a layer may hold is then counted in shapes and points (`checkLayerLimits`).
 */
export const KML_MAX_NODES = 500_000;
export const KML_MAX_DEPTH = XML_MAX_DEPTH;

const SLASH = 0x2f;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;
const EQUALS = 0x3d;
const GREATER_THAN = 0x3e;

/** What a first look at a KML text finds wrong: a limit it breaks, or markup that never closes. */
export type KmlShapeProblem = { beyondLimit: string } | { malformed: string };

/**
 * What is wrong with the text, if anything, found by a single pass over its markup before any DOM is
 * built: nodes are counted and open elements tracked, quoted attribute values (which may hold `<`,
 * `>` or `=`) skipped. For well-formed XML this sees the nodes the DOM parser would build; a comment,
 * CDATA section, processing instruction, tag or attribute value that never closes is malformed, and
 * refused here rather than left to a lenient parser that might read on past it.
 */
export function kmlShapeProblem(text: string): KmlShapeProblem | null {
  let nodes = 0;
  let depth = 0;
  let at = text.indexOf('<');
  while (at !== -1) {
    let next = skipMarkup(text, at);
    if (next === -1) return { malformed: 'a comment, CDATA section or declaration is never closed' };
    if (next !== at) {
      nodes += 1;
    } else {
      const tag = scanTag(text, at + 1);
      if (tag === null) return { malformed: 'a tag or an attribute value is never closed' };
      if (tag.closing) {
        depth -= 1;
      } else {
        nodes += 1 + tag.attributes;
        if (!tag.selfClosing) depth += 1;
      }
      next = tag.end + 1;
    }
    if (nodes > KML_MAX_NODES)
      return {
        beyondLimit: `more than ${KML_MAX_NODES.toLocaleString('en')} elements, attributes and comments`,
      };
    if (depth > KML_MAX_DEPTH) return { beyondLimit: `elements nested more than ${KML_MAX_DEPTH} deep` };
    at = text.indexOf('<', next);
  }
  return null;
}

/**
 * Markup at `at` that is one node and no element (comment, CDATA, processing instruction,
 * declaration): the index just past it, `at` itself for a tag, -1 if unclosed.
 */
function skipMarkup(text: string, at: number): number {
  const skipTo = (close: string, from: number) => {
    const end = text.indexOf(close, from);
    return end === -1 ? -1 : end + close.length;
  };
  if (text.startsWith('<!--', at)) return skipTo('-->', at + 4);
  if (text.startsWith('<![CDATA[', at)) return skipTo(']]>', at + 9);
  if (text.startsWith('<?', at)) return skipTo('?>', at + 2);
  if (text.startsWith('<!', at)) return skipTo('>', at + 2);
  return at;
}

interface Tag {
  /** The index of its closing `>`. */
  end: number;
  closing: boolean;
  selfClosing: boolean;
  attributes: number;
}

/** The tag whose name starts at `from`, or null if it never closes. */
function scanTag(text: string, from: number): Tag | null {
  let quote = 0;
  let attributes = 0;
  for (let index = from; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (quote !== 0) {
      if (code === quote) quote = 0;
    } else if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
      quote = code;
    } else if (code === EQUALS) {
      attributes += 1;
    } else if (code === GREATER_THAN) {
      const closing = text.charCodeAt(from) === SLASH;
      return {
        end: index,
        closing,
        selfClosing: !closing && text.charCodeAt(index - 1) === SLASH,
        attributes,
      };
    }
  }
  return null;
}
