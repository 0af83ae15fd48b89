import { type Club, type ClubInfos, getClubByAlias, getInfos as getClubInfos } from '@club/shared/api/clubs';
import { getNewsDetails, type NewsDetails } from '@club/shared/api/news';
import { getInfos as getSpotInfos, getSpotsByClub, type SpotInfos } from '@club/shared/api/spots';
import { plainTextExcerpt } from '@club/shared/domain/seo/excerpt';
import { headTags } from '@club/shared/domain/seo/head-tags';
import {
  type JsonLd,
  newsArticleJsonLd,
  newsEventJsonLd,
  sportsClubJsonLd,
  spotPlaceJsonLd,
} from '@club/shared/domain/seo/json-ld';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { StaticHandlerContext } from 'react-router';
import { isRouteHandle } from '../app/route-handle.ts';
import { answersOf, callKey } from '../lib/calls.ts';
import { DEFAULT_CLUB_COLOR, parseHexColor } from '../lib/theme.ts';

/**
 * What a rendered page puts in its `<head>`: title, description, addresses, previews, JSON-LD, and the
 * club's colour for the browser's bar (`theme-color`, which the app otherwise sets once it runs).
 */
export interface PageHead {
  tags: string;
  themeColor?: string;
}

interface HeadInput {
  queryClient: QueryClient;
  matches: StaticHandlerContext['matches'];
  i18n: i18n;
  origin: string;
  url: string;
}

/** What the page is about, from the route and the answers its render used (the same keys as its reads). */
function subject(queryClient: QueryClient, matches: HeadInput['matches']) {
  const params = matches.at(-1)?.params ?? {};
  const newsId = Number(params.newsId);
  const spotId = Number(params.spotId);
  const isNewsPage = matches.some((match) => match.route.path === '/news/:newsId');
  const isSpotPage = matches.some((match) => match.route.path === '/home/:spotId');
  const news = isNewsPage
    ? queryClient.getQueryData<NewsDetails>(callKey(getNewsDetails, { params: { id: newsId } }))
    : undefined;
  const spot = isSpotPage
    ? answersOf(queryClient, getSpotsByClub)
        .flat()
        .find((candidate) => candidate.Id === spotId)
    : undefined;
  const spotInfos = spot
    ? queryClient.getQueryData<SpotInfos>(callKey(getSpotInfos, { params: { id: spot.Id } }))
    : undefined;
  return { news, spot, spotInfos };
}

/**
 * The `<head>` of a rendered page: the title the browser would set (root-layout.tsx), a description,
 * canonical and language addresses, link previews and the schema.org description of what the page
 * shows (the club on every page; the article or event on a news page; the place on a spot's panel).
 */
export function pageHead({ queryClient, matches, i18n, origin, url }: HeadInput): PageHead {
  const club: Club | undefined = answersOf(queryClient, getClubByAlias)[0];
  if (!club) return { tags: '' };
  const infos = queryClient.getQueryData<ClubInfos | null>(
    callKey(getClubInfos, { params: { clubId: club.Id } }),
  );
  let titleKey: string | undefined;
  for (const match of matches) {
    if (isRouteHandle(match.route.handle)) titleKey = match.route.handle.titleKey ?? titleKey;
  }
  const { news, spot, spotInfos } = subject(queryClient, matches);
  const clubDescription = plainTextExcerpt(infos?.Description ?? '') || club.Name;
  const language = i18n.language;
  const path = new URL(url, origin).pathname;

  let title = titleKey ? `${i18n.t(titleKey)} · ${club.Name}` : club.Name;
  let shareTitle: string | undefined;
  let description = clubDescription;
  let image: string | null = club.Logo_url;
  const jsonLd: (JsonLd | null)[] = [
    sportsClubJsonLd({ club, siteUrl: origin, description: infos?.Description }),
  ];
  if (news) {
    title = `${news.Title} · ${club.Name}`;
    shareTitle = news.Title;
    description = plainTextExcerpt(news.Intro_content || news.News_content) || description;
    image = news.Picture || image;
    jsonLd.push(
      newsArticleJsonLd({ news, club, siteUrl: origin }),
      newsEventJsonLd({ news, club, siteUrl: origin }),
    );
  }
  if (spot) {
    title = `${spot.Name} · ${club.Name}`;
    shareTitle = spot.Name;
    description = plainTextExcerpt(spotInfos?.Description ?? '') || description;
    image = spot.Picture || image;
    jsonLd.push(spotPlaceJsonLd({ spot, siteUrl: origin, language, description: spotInfos?.Description }));
  }
  return {
    themeColor: parseHexColor(club.Color) ? club.Color : DEFAULT_CLUB_COLOR,
    tags: headTags({
      siteUrl: origin,
      path,
      language,
      languages: club.Languages.map((entry) => entry.Language_key),
      title,
      shareTitle,
      description,
      siteName: club.Name,
      type: news ? 'article' : 'website',
      image,
      feedTitle: `${i18n.t('nav.news')} · ${club.Name}`,
      jsonLd,
    }),
  };
}
