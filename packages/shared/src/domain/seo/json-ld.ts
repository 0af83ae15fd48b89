import type { Club } from '../../api/clubs.ts';
import type { NewsSummary } from '../../api/news.ts';
import type { Spot } from '../../api/spots.ts';
import { plainTextExcerpt } from './excerpt.ts';
import { absoluteUrl, languageUrl } from './urls.ts';

/** A schema.org object, as written into a page's `<script type="application/ld+json">`. */
export type JsonLd = { '@context'?: string; '@type': string; [key: string]: unknown };

const CONTEXT = 'https://schema.org';
/** Descriptions of the structured data: long enough for a snippet, short of a whole article. */
const DESCRIPTION_MAX_CHARS = 300;

const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && !Number.isFinite(value)) ||
  (Array.isArray(value) && value.length === 0);

/**
 * The object without its empty fields (null, blank text, empty lists, objects left with nothing but
 * their `@type`), nested objects included.
 */
function compact<T extends Record<string, unknown>>(object: T): T {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    let cleaned = value;
    if (Array.isArray(value)) {
      cleaned = value
        .map((item) => (item && typeof item === 'object' ? compact(item as Record<string, unknown>) : item))
        .filter((item) => !isEmpty(item) && !isBareType(item));
    } else if (value && typeof value === 'object') {
      cleaned = compact(value as Record<string, unknown>);
      if (isBareType(cleaned)) continue;
    }
    if (!isEmpty(cleaned)) kept[key] = cleaned;
  }
  return kept as T;
}

const isBareType = (value: unknown): boolean =>
  !!value && typeof value === 'object' && Object.keys(value).every((key) => key.startsWith('@'));

const description = (text: string | null | undefined) =>
  text ? plainTextExcerpt(text, DESCRIPTION_MAX_CHARS) : null;

/** A postal address, as far as it is known (every part optional). */
export interface PostalAddressInput {
  streetAddress?: string | null;
  postalCode?: string | null;
  addressLocality?: string | null;
  addressRegion?: string | null;
  /** ISO 3166-1 alpha-2 code. */
  addressCountry?: string | null;
}

const postalAddress = (address: PostalAddressInput | null | undefined) =>
  address ? { '@type': 'PostalAddress', ...address } : null;

/** The club's home page, which also identifies it (`@id`) wherever another object names it. */
const clubHome = (siteUrl: string) => new URL('/', siteUrl).toString();

/** The club as the publisher, author or organizer of something on its site. */
function clubReference(club: Club, siteUrl: string): JsonLd {
  const logo = absoluteUrl(siteUrl, club.Logo_url);
  return compact({
    '@type': 'SportsClub',
    '@id': `${clubHome(siteUrl)}#club`,
    name: club.Name,
    url: clubHome(siteUrl),
    logo: logo ? { '@type': 'ImageObject', url: logo } : null,
  });
}

export interface SportsClubInput {
  club: Club;
  siteUrl: string;
  /** The club's description (club information, plain text or HTML). */
  description?: string | null;
  /** The club's contact e-mail, only when it is meant to be public. */
  publicEmail?: string | null;
  address?: PostalAddressInput | null;
}

/** The club itself: name, site, logo, description, address, phone, public e-mail, social pages. */
export function sportsClubJsonLd(input: SportsClubInput): JsonLd {
  const { club, siteUrl } = input;
  return compact({
    '@context': CONTEXT,
    ...clubReference(club, siteUrl),
    logo: absoluteUrl(siteUrl, club.Logo_url),
    image: absoluteUrl(siteUrl, club.Logo_url),
    description: description(input.description),
    address: postalAddress(input.address),
    telephone: club.Phone?.trim(),
    email: input.publicEmail?.trim(),
    sameAs: [absoluteUrl(siteUrl, club.Facebook_link)],
  });
}

export interface NewsInput {
  /** The news item in the language it is shown in (a summary or the details). */
  news: NewsSummary;
  club: Club;
  siteUrl: string;
  /** The item's last change, when the data records one (else its creation date stands for it). */
  dateModified?: string | null;
}

const newsUrl = (news: NewsSummary, siteUrl: string) =>
  languageUrl(siteUrl, `/news/${news.Id}`, news.Language_key);

/** A news item as an article: headline, dates, picture, address, the club as author and publisher. */
export function newsArticleJsonLd({ news, club, siteUrl, dateModified }: NewsInput): JsonLd {
  const url = newsUrl(news, siteUrl);
  return compact({
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: news.Title,
    description: description(news.Intro_content),
    datePublished: news.Creation_date,
    dateModified: dateModified ?? news.Creation_date,
    image: [absoluteUrl(siteUrl, news.Picture)],
    url,
    mainEntityOfPage: url,
    inLanguage: news.Language_key,
    author: clubReference(club, siteUrl),
    publisher: clubReference(club, siteUrl),
  });
}

export interface NewsEventInput extends NewsInput {
  /** Where the event happens, when known (a spot's Place, see spotPlaceJsonLd). */
  location?: JsonLd | null;
}

/** A news item that announces an event, as an Event; null for any other news item (or one without a date). */
export function newsEventJsonLd({ news, club, siteUrl, location }: NewsEventInput): JsonLd | null {
  if (!news.Is_event || !news.Event_date) return null;
  const place = location ? { ...location } : null;
  if (place) delete place['@context'];
  return compact({
    '@context': CONTEXT,
    '@type': 'Event',
    name: news.Title,
    description: description(news.Intro_content),
    startDate: news.Event_date,
    image: [absoluteUrl(siteUrl, news.Picture)],
    url: newsUrl(news, siteUrl),
    inLanguage: news.Language_key,
    eventAttendanceMode: place ? 'https://schema.org/OfflineEventAttendanceMode' : null,
    location: place,
    organizer: clubReference(club, siteUrl),
  });
}

export interface SpotInput {
  spot: Spot;
  siteUrl: string;
  /** The page's language (the spot panel's address carries it). */
  language: string;
  /** The spot's description in that language (its infos' HTML or plain text). */
  description?: string | null;
}

/**
 * A dive spot as a Place: its coordinates, name, description, picture, town and country, spot panel address.
 */
export function spotPlaceJsonLd({ spot, siteUrl, language, description: text }: SpotInput): JsonLd {
  return compact({
    '@context': CONTEXT,
    '@type': 'Place',
    name: spot.Name,
    description: description(text),
    url: languageUrl(siteUrl, `/home/${spot.Id}`, language),
    image: absoluteUrl(siteUrl, spot.Picture),
    geo: { '@type': 'GeoCoordinates', latitude: spot.Latitude, longitude: spot.Longitude },
    address: postalAddress({
      addressLocality: spot.Town,
      addressRegion: spot.Region,
      addressCountry: spot.Country_code,
    }),
  });
}
