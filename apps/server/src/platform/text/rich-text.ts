import sanitizeHtml from 'sanitize-html';

/**
 * The rich-text subset a news item may hold. Anything else is dropped: script, style and iframe with
 * their content, event handlers and every attribute not listed, and URLs of any other scheme
 * (javascript:, data:, vbscript:, protocol-relative).
 */
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
  ],
  allowedAttributes: {
    // rel and target are always overwritten below; listing them only lets the overwritten values through.
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A picture whose address was refused would be an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions).trim();
}

/**
 * A placemark's description in an uploaded layer: the news subset, plus the div and span that Google
 * Earth and ArcGIS lay their descriptions out with (their attributes dropped all the same).
 */
const kmlDescriptionOptions: sanitizeHtml.IOptions = {
  ...richTextOptions,
  allowedTags: [...(richTextOptions.allowedTags || []), 'div', 'span'],
};

export function sanitizeKmlDescription(html: string): string {
  return sanitizeHtml(html, kmlDescriptionOptions).trim();
}

/** Whether sanitized rich text shows nothing: no words and no picture. */
export function isBlankRichText(sanitized: string): boolean {
  if (/<img\s/i.test(sanitized)) return false;
  const text = sanitizeHtml(sanitized, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|&#160;|\s/g, '') === '';
}
