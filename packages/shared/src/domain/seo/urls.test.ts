import { describe, expect, it } from 'vitest';
import { absoluteUrl, languageUrl } from './urls.ts';

const site = 'https://demo.example.com';

describe('languageUrl', () => {
  it('is the bare path in French and path?lang=L in the other languages', () => {
    expect(languageUrl(site, '/news/12', 'fr')).toBe('https://demo.example.com/news/12');
    expect(languageUrl(site, '/news/12', 'en')).toBe('https://demo.example.com/news/12?lang=en');
    expect(languageUrl(site, '/', 'de')).toBe('https://demo.example.com/?lang=de');
  });

  it('keeps any other query parameter and fragment out', () => {
    expect(languageUrl(site, '/news_list?utm_source=x&lang=it#top', 'fr')).toBe(
      'https://demo.example.com/news_list',
    );
    expect(languageUrl(site, '/galerie?page=3', 'es')).toBe('https://demo.example.com/galerie?lang=es');
  });

  it('stays on the club site whatever the path says', () => {
    expect(languageUrl(site, '//evil.example/x', 'fr')).toBe('https://demo.example.com/x');
    expect(languageUrl(site, 'https://evil.example/y', 'en')).toBe('https://demo.example.com/y?lang=en');
    expect(languageUrl(site, 'news/3', 'fr')).toBe('https://demo.example.com/news/3');
  });

  it('encodes what a path or a language could smuggle', () => {
    expect(languageUrl(site, '/a b/"<x>', 'fr')).toBe('https://demo.example.com/a%20b/%22%3Cx%3E');
    expect(languageUrl(site, '/', 'e&n=1')).toBe('https://demo.example.com/?lang=e%26n%3D1');
  });

  it('keeps the port of a site that has one', () => {
    expect(languageUrl('http://demo.localhost:3000', '/club', 'it')).toBe(
      'http://demo.localhost:3000/club?lang=it',
    );
  });
});

describe('absoluteUrl', () => {
  it('resolves a site path and keeps an http(s) address', () => {
    expect(absoluteUrl(site, '/files/news/a.webp')).toBe('https://demo.example.com/files/news/a.webp');
    expect(absoluteUrl(site, 'https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
  });

  it('gives null for nothing, other schemes and protocol-relative addresses', () => {
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      'javascript:alert(1)',
      'data:image/png;base64,xx',
      'not a url',
    ]) {
      expect(absoluteUrl(site, value), String(value)).toBeNull();
    }
    expect(absoluteUrl(site, '//evil.example/a.png')).toBeNull();
  });
});
