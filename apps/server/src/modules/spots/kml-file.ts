import { errorCodes } from '@club/shared/api/errors';
import { readKml, type XmlDocument } from '@club/shared/domain/kml/reader';
import { DOMParser, XMLSerializer, type Element as XmlElement } from '@xmldom/xmldom';
import sanitizeHtml from 'sanitize-html';
import { AppError } from '../../platform/errors.ts';

const notKml = (why: string) => new AppError(400, errorCodes.notKml, `This file is not a KML layer: ${why}`);

/** What a placemark's description may hold once sanitized: the news subset, with pictures of our own store. */
const descriptionOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'b', 'i', 'ul', 'ol', 'li', 'a', 'img', 'div', 'span'],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
  },
};

export function sanitizeKmlDescription(html: string): string {
  return sanitizeHtml(html, descriptionOptions).trim();
}

/** Links a layer may point to: the web, or a file of our own store. */
function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (value === '') return true;
  if (/^https?:\/\//i.test(value)) return true;
  return /^\/files\/[A-Za-z0-9_./-]+$/.test(value) && !value.includes('..');
}

function elementsNamed(root: XmlElement, localName: string): XmlElement[] {
  const found: XmlElement[] = [];
  const all = root.getElementsByTagName('*');
  for (let index = 0; index < all.length; index += 1) {
    const element = all.item(index);
    if (element && element.localName === localName) found.push(element);
  }
  return found;
}

/**
 * Reads an uploaded KML layer safely and returns the text to store. A DOCTYPE or entity declaration
 * is refused outright (no external entity can ever be fetched or expanded); the document must be
 * well-formed with a `kml` root. Descriptions are sanitized, and links to anything but http(s) or our
 * own files are emptied, so the stored file is safe to show in any browser.
 */
export function cleanKml(text: string): string {
  const source = text.replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) throw notKml('a DOCTYPE or entity declaration is not allowed');
  let failure: string | null = null;
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning' && failure === null) failure = message;
    },
  });
  let document: ReturnType<DOMParser['parseFromString']>;
  try {
    document = parser.parseFromString(source, 'application/xml');
  } catch (error) {
    throw notKml(
      error instanceof Error ? (error.message.split('\n')[0] ?? 'malformed XML') : 'malformed XML',
    );
  }
  if (failure !== null) throw notKml('malformed XML');
  const root = document.documentElement;
  if (root?.localName !== 'kml' || !root) throw notKml('the root element is not <kml>');

  // The same reader as the map's: what it cannot read is no layer.
  try {
    readKml(document as unknown as XmlDocument);
  } catch {
    throw notKml('no readable KML document');
  }

  for (const element of elementsNamed(root, 'description')) {
    const cleaned = sanitizeKmlDescription(element.textContent ?? '');
    while (element.firstChild) element.removeChild(element.firstChild);
    element.appendChild(document.createTextNode(cleaned));
  }
  for (const element of elementsNamed(root, 'href')) {
    if (!isSafeHref(element.textContent ?? '')) element.textContent = '';
  }
  // Processing instructions other than the XML declaration have no business in a layer.
  const serialized = new XMLSerializer().serializeToString(root);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialized}\n`;
}
