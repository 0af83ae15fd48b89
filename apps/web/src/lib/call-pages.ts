/**
 * Reads answered a page at a time (infinite lists) through the contract: see calls.ts, whose keys,
 * options (`callPagesQuery`) and invalidation they share. A module of its own, so that a page without
 * such a list does not load TanStack Query's infinite-query observer.
 */
import type { ApiCall, ResponseOf } from '@club/shared/api/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type CallRequest, callPagesQuery, type PageParam } from './calls.ts';

/** What a paged read may be told: `enabled: false` waits; `first` is its first page's (see `callPagesQuery`). */
export interface PagesOptions<Page extends PageParam = number> {
  enabled?: boolean;
  retry?: boolean | number;
  first?: Page;
}

/** Reads a call a page at a time (a hook); see `callPagesQuery`. */
export function useCallPages<C extends ApiCall, Page extends PageParam = number>(
  call: C,
  pageRequest: (page: Page) => CallRequest<C>,
  nextPage: (lastPage: ResponseOf<C>, pages: ResponseOf<C>[]) => Page | undefined,
  { first, ...options }: PagesOptions<Page> = {},
) {
  return useInfiniteQuery({ ...callPagesQuery(call, pageRequest, nextPage, first), ...options });
}
