/**
 * A page's loads (packages/shared/src/pages.ts) as the queries its components read: the same keys as
 * `useCall` / `useCallPages` with the same inputs (lib/calls.ts, lib/call-pages.ts), so that what a
 * route's loader fetched is what the page shows.
 */
import type { PageLoad } from '@club/shared/page-kit';
import type { QueryClient } from '@tanstack/react-query';
import { callPagesQuery, callQuery } from './calls.ts';

type Paging = NonNullable<PageLoad['paged']>;

/** The inputs of one page of a paged load: the page's value in its field (`null`, the first cursor, leaves it out). */
export function pageInputs(load: PageLoad, paging: Paging, pageParam: number | null) {
  const inputs = (paging.in === 'params' ? load.params : load.body) as Record<string, unknown> | undefined;
  const place: Record<string, unknown> = { ...inputs };
  if (pageParam === null) delete place[paging.field];
  else place[paging.field] = pageParam;
  return paging.in === 'params' ? { params: place, body: load.body } : { params: load.params, body: place };
}

/**
 * Fetches a load unless its answer is cached: its first page for a paged one (the page that shows it
 * knows how to find the next page, and asks for it).
 */
export function ensureLoad(queryClient: QueryClient, load: PageLoad): Promise<unknown> {
  const { paged } = load;
  if (paged === undefined)
    return queryClient.ensureQueryData(callQuery(load.call, { params: load.params, body: load.body }));
  const pages = callPagesQuery<PageLoad['call'], number | null>(
    load.call,
    (page) => pageInputs(load, paged, page),
    () => undefined,
    paged.first,
  );
  return queryClient.ensureInfiniteQueryData(pages);
}
