import { DEFAULT_LANGUAGE } from '@club/shared/constants';
import { languageUrl } from '@club/shared/domain/seo/urls';
import { escapeXml } from './xml.ts';

/** A page of the club's site, listed once per language of the club. */
export interface SitemapPage {
  path: string;
  /** Its last change, when the data records one. */
  lastModified?: Date | null;
}

/** The most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The sitemap of a club's site: each page in each of the club's languages, each with the addresses of
 * its other languages (and x-default) as xhtml:link alternates, as search engines ask for multilingual
 * sites. Pages past SITEMAP_MAX_URLS addresses are left out (the list is meant newest first).
 */
export function sitemapXml(
  siteUrl: string,
  languages: readonly string[],
  pages: readonly SitemapPage[],
): string {
  const languageKeys = languages.length > 0 ? languages : [DEFAULT_LANGUAGE];
  const kept = pages.slice(0, Math.floor(SITEMAP_MAX_URLS / languageKeys.length));
  const entries = kept.flatMap((page) => {
    const alternates = [
      ...languageKeys.map((language) => ({
        hreflang: language,
        href: languageUrl(siteUrl, page.path, language),
      })),
      { hreflang: 'x-default', href: languageUrl(siteUrl, page.path, DEFAULT_LANGUAGE) },
    ]
      .map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
      )
      .join('\n');
    const lastModified = page.lastModified
      ? `\n    <lastmod>${page.lastModified.toISOString()}</lastmod>`
      : '';
    return languageKeys.map(
      (language) =>
        `  <url>\n    <loc>${escapeXml(languageUrl(siteUrl, page.path, language))}</loc>${lastModified}\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
