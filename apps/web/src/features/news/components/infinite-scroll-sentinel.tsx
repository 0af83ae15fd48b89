import { Box, Center, Loader } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Placed after a paged list: asks for the next page whenever it scrolls into view, until there is none
 * (an empty page marks the end, SPEC.md section 4).
 */
export function InfiniteScrollSentinel({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
}) {
  const { t } = useTranslation();
  const { ref, entry } = useIntersection({ rootMargin: '200px' });
  const visible = entry?.isIntersecting ?? false;
  useEffect(() => {
    if (visible && hasNextPage && !isFetchingNextPage) fetchNextPage();
  }, [visible, hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (!hasNextPage) return null;
  return (
    <Box ref={ref} py="md">
      {isFetchingNextPage && (
        <Center>
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      )}
    </Box>
  );
}
