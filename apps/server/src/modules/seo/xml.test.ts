import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { rssFeedXml } from './feed.ts';
import { SITEMAP_MAX_URLS, sitemapXml } from './sitemap.ts';
import { escapeXml } from './xml.ts';

describe('escapeXml', () => {
  it('escapes markup and drops what XML 1.0 cannot hold, keeping the rest of Unicode', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(escapeXml('a\u0000b\u0008c\u000bd\ufffe\ud800e\tf\ng')).toBe('abcde\tf\ng');
    expect(escapeXml('plongée 🐠 \u2028')).toBe('plongée 🐠 \u2028');
  });
});

describe('sitemapXml', () => {
  it('stops at the 50,000 addresses a sitemap may list, keeping the first pages', () => {
    const pages = Array.from({ length: 30_000 }, (_, index) => ({ path: `/news/${index}` }));
    const xml = sitemapXml('https://demo.example.com', ['fr', 'en'], pages);
    expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
    expect(xml).toContain('<loc>https://demo.example.com/news/24999?lang=en</loc>');
    expect(xml).not.toContain('/news/25000<');
  });

  it('writes a well-formed document even for a club of no languages', () => {
    const xml = sitemapXml('https://demo.example.com', [], [{ path: '/', lastModified: new Date(0) }]);
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    expect(document.getElementsByTagName('loc')[0]?.textContent).toBe('https://demo.example.com/');
    expect(document.getElementsByTagName('lastmod')[0]?.textContent).toBe('1970-01-01T00:00:00.000Z');
  });
});

describe('rssFeedXml', () => {
  it('names the channel even without items or description', () => {
    const xml = rssFeedXml(
      {
        title: 'Club',
        link: 'https://demo.example.com/news_list',
        description: '',
        language: 'fr',
        selfUrl: 'https://demo.example.com/feed.xml',
      },
      [],
    );
    expect(xml).toContain('<description>Club</description>');
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
  });
});
