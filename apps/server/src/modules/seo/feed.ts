import { plainTextExcerpt } from '@club/shared/domain/seo/excerpt';
import { escapeHtml } from '../../platform/text/html.ts';
import { escapeXml } from './xml.ts';

/** Longest item description of the feed, in characters: an excerpt, the page has the rest. */
const FEED_DESCRIPTION_MAX_CHARS = 500;

export interface FeedChannel {
  title: string;
  /** The club's news page. */
  link: string;
  description: string;
  language: string;
  /** The feed's own address (atom:link rel=self). */
  selfUrl: string;
}

export interface FeedItem {
  title: string;
  /** The item's page, also its permanent id. */
  link: string;
  published: Date;
  /** Plain text or HTML; written as a plain-text excerpt, escaped as the HTML a reader shows. */
  description: string;
  /** An absolute picture address. */
  imageUrl?: string | null;
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/**
 * An RSS 2.0 feed (with the atom:link to itself the RSS Advisory Board recommends). Dates in RFC 822
 * as RSS requires (`Tue, 24 Nov 2026 06:55:17 GMT`); the picture as a media:content, which needs no
 * byte length as an enclosure would.
 */
export function rssFeedXml(channel: FeedChannel, items: readonly FeedItem[]): string {
  const newest = items.reduce<Date | null>(
    (latest, item) => (latest === null || item.published > latest ? item.published : latest),
    null,
  );
  const itemXml = items.map((item) => {
    // An item's description is HTML to feed readers: the excerpt is text (its entities decoded, so an
    // intro `&lt;img onerror&gt;` is now `<img onerror>`), escaped as HTML here, then as XML below.
    const description = escapeHtml(plainTextExcerpt(item.description, FEED_DESCRIPTION_MAX_CHARS));
    return [
      '    <item>',
      `      ${element('title', item.title)}`,
      `      ${element('link', item.link)}`,
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `      ${element('pubDate', item.published.toUTCString())}`,
      ...(description ? [`      ${element('description', description)}`] : []),
      ...(item.imageUrl ? [`      <media:content url="${escapeXml(item.imageUrl)}" medium="image"/>`] : []),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    ${element('link', channel.link)}`,
    `    ${element('description', channel.description || channel.title)}`,
    `    ${element('language', channel.language)}`,
    `    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    ${element('lastBuildDate', newest.toUTCString())}`] : []),
    ...itemXml,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
