import { DEFAULT_LANGUAGE } from '../../constants.ts';
import type { JsonLd } from './json-ld.ts';
import { absoluteUrl, languageUrl } from './urls.ts';

/** What a public page of a club's site says about itself in its `<head>`. */
export interface HeadPage {
  /** The club's origin, `https://demo.example.com`. */
  siteUrl: string;
  /** The page's path (`/news/12`); a query string is ignored (see languageUrl). */
  path: string;
  /** The page's language. */
  language: string;
  /** The club's languages, its default first: one alternate address each. */
  languages: readonly string[];
  title: string;
  /** The title link previews show (the page's subject alone; og:site_name names the club); title by default. */
  shareTitle?: string;
  description: string;
  /** The club's name. */
  siteName: string;
  /** `article` for a news item, `website` otherwise. */
  type?: 'website' | 'article';
  /** A picture of the page (site path or http(s) URL). */
  image?: string | null;
  /** The title of the club's news feed link. */
  feedTitle: string;
  jsonLd?: readonly (JsonLd | null)[];
}

const attributeEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML text and quoted attribute values. */
export function escapeHtmlText(value: string): string {
  return value.replace(/[&<>"']/g, (character) => attributeEscapes[character] ?? character);
}

const jsonEscapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script>` element's text (JSON-LD, a page's render state): the same JSON, with `<`, `>`,
 * `&` and the line separators U+2028/2029 written as \u escapes, so no `</script>` or `<!--` in the
 * data ends or changes the script element.
 */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => jsonEscapes[character] ?? character,
  );
}

export const serializeJsonLd = (data: JsonLd): string => scriptSafeJson(data);

/** Open Graph locales of the interface languages (a language key of no territory is passed on as is). */
const OG_LOCALES: Record<string, string> = {
  fr: 'fr_FR',
  en: 'en_GB',
  de: 'de_DE',
  es: 'es_ES',
  it: 'it_IT',
};
const ogLocale = (language: string) => OG_LOCALES[language] ?? language;

/** The languages of the club, each once, keys made safe for an attribute and a query string. */
function alternateLanguages(languages: readonly string[]): string[] {
  return [...new Set(languages.map((language) => language.trim().toLowerCase()))].filter((language) =>
    /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/.test(language),
  );
}

/**
 * The `<head>` tags of a public page: title, description, canonical address and one alternate per
 * language of the club (plus x-default, the address without `lang`), Open Graph and Twitter card,
 * the news feed's link and the page's structured data. Every value is escaped.
 */
export function headTags(page: HeadPage): string {
  const canonical = languageUrl(page.siteUrl, page.path, page.language);
  const image = absoluteUrl(page.siteUrl, page.image);
  const languages = alternateLanguages(page.languages);
  const attribute = escapeHtmlText;
  const meta = (kind: 'name' | 'property', key: string, value: string) =>
    `<meta ${kind}="${key}" content="${attribute(value)}">`;

  const tags = [
    `<title>${attribute(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${attribute(canonical)}">`,
    ...languages.map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${attribute(languageUrl(page.siteUrl, page.path, language))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${attribute(languageUrl(page.siteUrl, page.path, DEFAULT_LANGUAGE))}">`,
    meta('property', 'og:type', page.type ?? 'website'),
    meta('property', 'og:title', page.shareTitle ?? page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:locale', ogLocale(page.language)),
    ...languages
      .filter((language) => language !== page.language)
      .map((language) => meta('property', 'og:locale:alternate', ogLocale(language))),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.shareTitle ?? page.title),
    meta('name', 'twitter:description', page.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<link rel="alternate" type="application/rss+xml" href="${attribute(languageUrl(page.siteUrl, '/feed.xml', page.language))}" title="${attribute(page.feedTitle)}">`,
    ...(page.jsonLd ?? [])
      .filter((data): data is JsonLd => data !== null)
      .map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`),
  ];
  return tags.join('\n');
}
