import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES } from '@club/shared/constants';
import { absoluteUrl, languageUrl } from '@club/shared/domain/seo/urls';
import { robotsDisallowedPaths, sitemapEntries } from '@club/shared/page-rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clubSiteUrl } from '../../config.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { TopicKey } from '../../platform/data/read-cache.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { rssFeedXml } from './feed.ts';
import { clubDescription, clubLanguageKeys, publicNews, publicSpotIds } from './queries.ts';
import { sitemapXml } from './sitemap.ts';

/** A sitemap page as the cache keeps it (JSON: the date as ISO text). */
interface KeptPage {
  path: string;
  lastModified?: string;
}

/** How long browsers, proxies and crawlers may keep an answer (the server's own copy is forgotten on a write). */
const CACHE_CONTROL = 'public, max-age=300';
/** News items in the feed, newest first. */
const FEED_ITEMS = 20;
/** News items in the sitemap, newest first (a club's whole history in every practical case). */
const SITEMAP_NEWS_MAX = 1_000;

/**
 * The paths a search engine should not visit: the API, and the pages the server does not render for a
 * visitor (pages.ts: the admin area, one-time links and a member's own pages).
 */
const DISALLOWED_PATHS = ['/api/', ...robotsDisallowedPaths()];

/** The interface language `?lang=` names, or '' (the club's default language). */
function askedLanguage(request: FastifyRequest): string {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  const key = typeof asked === 'string' ? asked.toLowerCase() : '';
  return (INTERFACE_LANGUAGES as readonly string[]).includes(key) ? key : '';
}

/**
 * An answer kept in the read cache under the club's topics it shows (forgotten when a write changes
 * them, or the club), built by `build` when there is none.
 */
async function cachedAnswer(
  app: FastifyInstance,
  club: ClubRow,
  topics: readonly TopicKey[],
  name: string,
  build: () => Promise<string>,
): Promise<string> {
  const key = `${app.readCache.scope(club.id, topics)}|seo|${name}`;
  const kept = app.readCache.get(key);
  if (kept !== undefined) return kept;
  const answer = await build();
  app.readCache.set(key, answer);
  return answer;
}

const send = (reply: FastifyReply, type: string, body: string) =>
  reply.type(type).header('cache-control', CACHE_CONTROL).send(body);

/**
 * `/robots.txt`, `/sitemap.xml` and `/feed.xml` of a club's site; on the bare domain they are not found
 * (an unknown club's host never gets here, app.ts).
 */
export function seoRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const siteOf = (club: ClubRow) => clubSiteUrl(deps.config, club.alias).origin;

  app.get('/robots.txt', async (request, reply) => {
    const club = request.club;
    if (club === null) return reply.callNotFound();
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${siteOf(club)}/sitemap.xml`,
      '',
    ];
    return send(reply, 'text/plain; charset=utf-8', lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const club = request.club;
    if (club === null) return reply.callNotFound();
    // The listed pages are kept, not the XML: a club's whole news history in five languages is more
    // than the cache keeps of one answer, and writing the XML again takes a few milliseconds.
    const kept = await cachedAnswer(app, club, ['news', 'spots'], 'sitemap', async () => {
      const languages = await clubLanguageKeys(db, club);
      const [news, spotIds] = await Promise.all([
        publicNews(db, club, languages[0] ?? DEFAULT_LANGUAGE, SITEMAP_NEWS_MAX),
        publicSpotIds(db, club),
      ]);
      // News record no edit date: the creation date is the last change the data knows.
      const newsDates = new Map(news.map((item) => [item.Id, item.Creation_date]));
      const listed = sitemapEntries(
        { hasGallery: club.hasGallery, hasLivePage: club.hasLivePage },
        { spots: spotIds, news: news.map((item) => item.Id) },
      );
      const pages: KeptPage[] = listed.map(({ path, newsId }) => {
        const lastModified = newsId === undefined ? undefined : newsDates.get(newsId);
        return lastModified === undefined ? { path } : { path, lastModified };
      });
      return JSON.stringify({ languages, pages });
    });
    const { languages, pages } = JSON.parse(kept) as { languages: string[]; pages: KeptPage[] };
    const sitemapPages = pages.map(({ path, lastModified }) => ({
      path,
      lastModified: lastModified ? new Date(lastModified) : null,
    }));
    return send(reply, 'application/xml; charset=utf-8', sitemapXml(siteOf(club), languages, sitemapPages));
  });

  app.get('/feed.xml', async (request, reply) => {
    const club = request.club;
    if (club === null) return reply.callNotFound();
    const asked = askedLanguage(request);
    const xml = await cachedAnswer(app, club, ['news', 'clubInfos'], `feed|${asked}`, async () => {
      const siteUrl = siteOf(club);
      // A language the club does not offer gets its default one.
      const languages = await clubLanguageKeys(db, club);
      const language = languages.includes(asked) ? asked : (languages[0] ?? DEFAULT_LANGUAGE);
      const [news, description] = await Promise.all([
        publicNews(db, club, language, FEED_ITEMS),
        clubDescription(db, club, language),
      ]);
      const channel = {
        title: club.name,
        link: languageUrl(siteUrl, '/news_list', language),
        description,
        language,
        selfUrl: languageUrl(siteUrl, '/feed.xml', language),
      };
      const items = news.map((item) => ({
        title: item.Title,
        link: languageUrl(siteUrl, `/news/${item.Id}`, language),
        published: new Date(item.Creation_date),
        description: item.Intro_content,
        imageUrl: absoluteUrl(siteUrl, item.Picture),
      }));
      return rssFeedXml(channel, items);
    });
    return send(reply, 'application/rss+xml; charset=utf-8', xml);
  });
}
