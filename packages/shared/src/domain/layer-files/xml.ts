import type { XmlDocument } from '../kml/reader.ts';
import { parseXmlTree, XML_MAX_DEPTH, XmlSyntaxError } from '../kml/xml-tree.ts';
import { LayerFileError } from './types.ts';

/** Elements and nesting a layer file may hold before any DOM is built (the server's KML scan has its own). */
export const LAYER_MAX_XML_ELEMENTS = 200_000;
export const LAYER_MAX_XML_DEPTH = XML_MAX_DEPTH;

/**
 * A rough first pass over the tags: counts start tags and tracks nesting, refusing a file past the
 * limits before the DOM parser spends memory on it. Quoted `>` inside attributes may blur the count of
 * a hostile file by a little; it cannot hide millions of elements.
 */
function checkShape(text: string): void {
  let elements = 0;
  let depth = 0;
  let at = text.indexOf('<');
  while (at !== -1) {
    const next = text[at + 1];
    if (next === '/') depth -= 1;
    else if (next !== '!' && next !== '?') {
      const end = text.indexOf('>', at);
      if (end === -1) throw new LayerFileError('malformed', 'Malformed XML: a tag is never closed.');
      elements += 1;
      if (text[end - 1] !== '/') depth += 1;
      if (elements > LAYER_MAX_XML_ELEMENTS)
        throw new LayerFileError('beyond_limits', `More than ${LAYER_MAX_XML_ELEMENTS} XML elements.`);
      if (depth > LAYER_MAX_XML_DEPTH)
        throw new LayerFileError('beyond_limits', `XML nested more than ${LAYER_MAX_XML_DEPTH} deep.`);
    }
    at = text.indexOf('<', at + 1);
  }
}

/**
 * Parses XML as the server's KML upload does: a DOCTYPE or entity declaration is refused outright (no
 * external entity is ever fetched or expanded), then the shared light parser (`parseXmlTree`); any
 * syntax error refuses the file.
 */
export function parseXmlSafely(text: string): XmlDocument {
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    throw new LayerFileError('malformed', 'A DOCTYPE or entity declaration is not allowed.');
  checkShape(text);
  try {
    return parseXmlTree(text);
  } catch (error) {
    if (error instanceof XmlSyntaxError)
      throw new LayerFileError('malformed', `Malformed XML: ${error.message}.`);
    throw error;
  }
}
