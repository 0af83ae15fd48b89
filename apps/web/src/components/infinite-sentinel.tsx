import { Center } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Loading } from './loading.tsx';

/** What the sentinel needs of a TanStack infinite query. */
export interface InfiniteList {
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(options: { cancelRefetch: boolean }): unknown;
}

/**
 * The end of an infinitely scrolled list: asks for the next page when it comes into view, while the
 * list has more (it stops at its first empty page, SPEC.md section 4) and the last page did not fail.
 * It waits for any fetch, not only the next page's: asking for a page would cancel a refetch under way
 * (after an upload), leaving the first pages stale.
 */
export function InfiniteSentinel({ list }: { list: InfiniteList }) {
  const ref = useRef<HTMLDivElement>(null);
  const listRef = useRef(list);
  listRef.current = list;
  const hasMore = list.hasNextPage && !list.isFetchNextPageError;
  const loading = list.isFetching;

  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          void listRef.current.fetchNextPage({ cancelRefetch: false });
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  return (
    <div ref={ref} data-testid="list-end">
      {loading && (
        <Center py="md">
          <Loading size="sm" />
        </Center>
      )}
    </div>
  );
}
