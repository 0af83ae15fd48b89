import { describe, expect, it } from 'vitest';
import { type HeadPage, headTags, serializeJsonLd } from './head-tags.ts';
import { newsArticleJsonLd } from './json-ld.ts';
import { club, newsItem, siteUrl } from './test-data.ts';

const page: HeadPage = {
  siteUrl,
  path: '/news/12?utm_source=mail',
  language: 'en',
  languages: ['fr', 'en', 'de'],
  title: 'Night dive',
  description: 'Torches ready.',
  siteName: 'Les Palmes de Giens',
  type: 'article',
  image: '/files/news/12.webp',
  feedTitle: 'News of Les Palmes de Giens',
  jsonLd: [newsArticleJsonLd({ news: newsItem, club, siteUrl })],
};

/** The contents of each `<script type="application/ld+json">` of some HTML. */
const jsonLdScripts = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );

describe('headTags', () => {
  it('gives link previews the subject alone when a share title is given, the club in og:site_name', () => {
    const html = headTags({ ...page, title: 'Night dive · Les Palmes de Giens', shareTitle: 'Night dive' });
    expect(html).toContain('<title>Night dive · Les Palmes de Giens</title>');
    expect(html).toContain('<meta property="og:title" content="Night dive">');
    expect(html).toContain('<meta name="twitter:title" content="Night dive">');
    expect(html).toContain('<meta property="og:site_name" content="Les Palmes de Giens">');
  });

  it('writes title, description, canonical address without other parameters, and one alternate per language', () => {
    const html = headTags(page);
    expect(html).toContain('<title>Night dive</title>');
    expect(html).toContain('<meta name="description" content="Torches ready.">');
    expect(html).toContain('<link rel="canonical" href="https://demo.example.com/news/12?lang=en">');
    expect(html).toContain('<link rel="alternate" hreflang="fr" href="https://demo.example.com/news/12">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://demo.example.com/news/12?lang=en">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="de" href="https://demo.example.com/news/12?lang=de">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://demo.example.com/news/12">',
    );
    expect(html).not.toContain('utm_source');
  });

  it('writes Open Graph and Twitter card tags, with the picture as an absolute address', () => {
    const html = headTags(page);
    for (const tag of [
      '<meta property="og:type" content="article">',
      '<meta property="og:title" content="Night dive">',
      '<meta property="og:description" content="Torches ready.">',
      '<meta property="og:url" content="https://demo.example.com/news/12?lang=en">',
      '<meta property="og:site_name" content="Les Palmes de Giens">',
      '<meta property="og:locale" content="en_GB">',
      '<meta property="og:locale:alternate" content="fr_FR">',
      '<meta property="og:image" content="https://demo.example.com/files/news/12.webp">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="twitter:title" content="Night dive">',
      '<meta name="twitter:image" content="https://demo.example.com/files/news/12.webp">',
    ]) {
      expect(html).toContain(tag);
    }
  });

  it('links the news feed in the page language and writes the structured data', () => {
    const html = headTags(page);
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" href="https://demo.example.com/feed.xml?lang=en" title="News of Les Palmes de Giens">',
    );
    const [script] = jsonLdScripts(html);
    expect(JSON.parse(script ?? '')).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Night dive at La Gabinière',
    });
  });

  it('without a picture: no og:image, a small card; no structured data when none is given', () => {
    const html = headTags({ ...page, image: null, jsonLd: undefined, type: undefined });
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).not.toContain('<script');
  });

  it('escapes hostile titles, descriptions and names everywhere', () => {
    const hostile = `"><script>alert(1)</script><!-- ' &amp;`;
    const html = headTags({
      ...page,
      title: hostile,
      description: hostile,
      siteName: hostile,
      feedTitle: hostile,
      image: `/x"onerror="alert(1)`,
      languages: ['fr', 'en"><script>', 'de'],
      jsonLd: [newsArticleJsonLd({ news: { ...newsItem, Title: hostile }, club, siteUrl })],
    });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('onerror="');
    expect(html).toContain(
      '<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &#39; &amp;amp;</title>',
    );
    // Only the structured data's own script element.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('hreflang="en&quot;');
    const [script] = jsonLdScripts(html);
    expect(JSON.parse(script ?? '').headline).toBe(hostile);
  });
});

describe('serializeJsonLd', () => {
  it('keeps </script>, <!-- and the line separators from breaking out, and stays the same JSON', () => {
    const data = { '@type': 'Thing', name: '</script><!--<script>\u2028\u2029&' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e\\u003c!--');
    expect(JSON.parse(json)).toEqual(data);
  });
});
