import { describe, expect, it } from 'vitest';
import { newsArticleJsonLd, newsEventJsonLd, sportsClubJsonLd, spotPlaceJsonLd } from './json-ld.ts';
import { club, newsItem, siteUrl, spot } from './test-data.ts';

describe('sportsClubJsonLd', () => {
  it('describes the club with absolute addresses, its address, phone and public e-mail', () => {
    const data = sportsClubJsonLd({
      club,
      siteUrl,
      description: '<p>Club de plongée &amp; de randonnée palmée.</p>',
      publicEmail: 'contact@palmes.example',
      address: {
        streetAddress: '1 quai',
        postalCode: '83400',
        addressLocality: 'Hyères',
        addressCountry: 'FR',
      },
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsClub',
      '@id': 'https://demo.example.com/#club',
      name: 'Les Palmes de Giens',
      url: 'https://demo.example.com/',
      logo: 'https://demo.example.com/files/clubs/7/logo.webp',
      image: 'https://demo.example.com/files/clubs/7/logo.webp',
      description: 'Club de plongée & de randonnée palmée.',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 quai',
        postalCode: '83400',
        addressLocality: 'Hyères',
        addressCountry: 'FR',
      },
      telephone: '+33 4 94 00 00 00',
      email: 'contact@palmes.example',
      sameAs: ['https://www.facebook.com/palmes'],
    });
  });

  it('leaves out what the club has not filled in', () => {
    const bare = { ...club, Phone: '  ', Logo_url: null, Facebook_link: null };
    const data = sportsClubJsonLd({ club: bare, siteUrl, description: '', address: { postalCode: null } });
    expect(Object.keys(data).sort()).toEqual(['@context', '@id', '@type', 'name', 'url']);
  });

  it('never writes a logo of another scheme', () => {
    const data = sportsClubJsonLd({ club: { ...club, Logo_url: 'javascript:alert(1)' }, siteUrl });
    expect(data.logo).toBeUndefined();
  });
});

describe('newsArticleJsonLd', () => {
  it('gives headline, dates, picture, the address in the text language and the club as publisher', () => {
    const data = newsArticleJsonLd({ news: newsItem, club, siteUrl });
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Night dive at La Gabinière',
      datePublished: '2026-05-01T08:00:00.000Z',
      dateModified: '2026-05-01T08:00:00.000Z',
      image: ['https://demo.example.com/files/news/12.webp'],
      url: 'https://demo.example.com/news/12?lang=en',
      inLanguage: 'en',
      description: 'Torches ready.',
      publisher: {
        '@type': 'SportsClub',
        name: 'Les Palmes de Giens',
        url: 'https://demo.example.com/',
        logo: { '@type': 'ImageObject', url: 'https://demo.example.com/files/clubs/7/logo.webp' },
      },
    });
  });

  it('uses a given last change and leaves out a missing picture and intro', () => {
    const data = newsArticleJsonLd({
      news: { ...newsItem, Picture: null, Intro_content: '' },
      club,
      siteUrl,
      dateModified: '2026-06-01T00:00:00.000Z',
    });
    expect(data.dateModified).toBe('2026-06-01T00:00:00.000Z');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
  });
});

describe('newsEventJsonLd', () => {
  const event = { ...newsItem, Is_event: true, Event_date: '2026-07-14T19:30:00.000Z' };

  it('is null for a news item that is no event, or an event without a date', () => {
    expect(newsEventJsonLd({ news: newsItem, club, siteUrl })).toBeNull();
    expect(newsEventJsonLd({ news: { ...event, Event_date: null }, club, siteUrl })).toBeNull();
  });

  it('gives name, start date, address and organizer, and a location when one is known', () => {
    const place = spotPlaceJsonLd({ spot, siteUrl, language: 'en' });
    const data = newsEventJsonLd({ news: event, club, siteUrl, location: place });
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Night dive at La Gabinière',
      startDate: '2026-07-14T19:30:00.000Z',
      url: 'https://demo.example.com/news/12?lang=en',
      organizer: { '@type': 'SportsClub', name: 'Les Palmes de Giens' },
      location: { '@type': 'Place', name: 'La Gabinière' },
    });
    expect(data?.location).not.toHaveProperty('@context');
    expect(newsEventJsonLd({ news: event, club, siteUrl })).not.toHaveProperty('location');
  });
});

describe('spotPlaceJsonLd', () => {
  it('gives the coordinates, name, description, spot panel address and town', () => {
    const data = spotPlaceJsonLd({ spot, siteUrl, language: 'fr', description: '<p>Tombant à 40 m</p>' });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: 'La Gabinière',
      description: 'Tombant à 40 m',
      url: 'https://demo.example.com/home/3',
      geo: { '@type': 'GeoCoordinates', latitude: 42.98, longitude: 6.4 },
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Hyères',
        addressRegion: 'Var',
        addressCountry: 'FR',
      },
    });
  });

  it('keeps coordinates of zero and drops an address it knows nothing of', () => {
    const data = spotPlaceJsonLd({
      spot: { ...spot, Latitude: 0, Longitude: 0, Town: null, Region: null, Country_code: null },
      siteUrl,
      language: 'de',
    });
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 0, longitude: 0 });
    expect(data).not.toHaveProperty('address');
    expect(data.url).toBe('https://demo.example.com/home/3?lang=de');
  });
});
