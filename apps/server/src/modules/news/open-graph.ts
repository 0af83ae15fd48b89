import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '../../platform/html.ts';

/** What a link preview (Open Graph, Twitter card) shows of a news item. */
export interface SharedPage {
  title: string;
  description: string;
  /** Absolute URLs. */
  url: string;
  imageUrl: string | null;
  languageKey: string;
}

function metaTags(page: SharedPage): string {
  const tags: [attribute: 'property' | 'name', key: string, value: string][] = [
    ['name', 'description', page.description],
    ['property', 'og:type', 'article'],
    ['property', 'og:title', page.title],
    ['property', 'og:description', page.description],
    ['property', 'og:url', page.url],
    ['property', 'og:locale', page.languageKey],
    ['name', 'twitter:card', page.imageUrl ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', page.title],
    ['name', 'twitter:description', page.description],
  ];
  if (page.imageUrl) {
    tags.push(['property', 'og:image', page.imageUrl], ['name', 'twitter:image', page.imageUrl]);
  }
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
    .join('\n    ');
}

/** Puts the preview's tags into the web app's index.html, replacing its title and any tags of the same names. */
export function injectSharedPage(indexHtml: string, page: SharedPage): string {
  const withoutOwnTags = indexHtml
    .replace(/<meta\s+(?:name|property)="(?:description|og:[\w:]+|twitter:[\w:]+)"[^>]*>\s*/gi, '')
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(page.title)}</title>`);
  return withoutOwnTags.replace(/<\/head>/i, () => `  ${metaTags(page)}\n  </head>`);
}

/** A page of its own when the built web app is not there (tests, API-only runs). */
export function minimalSharedPage(page: SharedPage): string {
  return `<!doctype html>
<html lang="${escapeHtml(page.languageKey)}">
  <head>
    <meta charset="utf-8">
    <title>${escapeHtml(page.title)}</title>
    ${metaTags(page)}
  </head>
  <body>
    <h1>${escapeHtml(page.title)}</h1>
    <p>${escapeHtml(page.description)}</p>
  </body>
</html>
`;
}

/** The built web app's index.html, or null when it has not been built. */
export async function readWebIndex(webDistDir: string): Promise<string | null> {
  try {
    return await readFile(path.join(webDistDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

export async function renderSharedPage(webDistDir: string, page: SharedPage): Promise<string> {
  const indexHtml = await readWebIndex(webDistDir);
  return indexHtml?.includes('</head>') ? injectSharedPage(indexHtml, page) : minimalSharedPage(page);
}
