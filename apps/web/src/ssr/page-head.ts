import type { Club } from '@club/shared/api/clubs';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { StaticHandlerContext } from 'react-router';
import { isRouteHandle } from '../app/route-handle.ts';

/** What a rendered page puts in its `<head>`: the title, and the other tags as HTML. */
export interface PageHead {
  title: string;
  tags: string;
}

interface HeadInput {
  queryClient: QueryClient;
  matches: StaticHandlerContext['matches'];
  i18n: i18n;
  origin: string;
  url: string;
}

/** The page's title as the browser sets it (root-layout.tsx): the route's name and the club's. */
export function pageHead({ queryClient, matches, i18n }: HeadInput): PageHead {
  const club = queryClient.getQueriesData<Club>({ queryKey: ['club'] })[0]?.[1];
  let titleKey: string | undefined;
  for (const match of matches) {
    if (isRouteHandle(match.route.handle)) titleKey = match.route.handle.titleKey ?? titleKey;
  }
  const name = club?.Name ?? '';
  return { title: titleKey ? `${i18n.t(titleKey)} · ${name}` : name, tags: '' };
}
