import type { Comment } from '@club/shared/api/news';
import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useConnectionModal } from '../../../lib/connection-modal-context.tsx';
import { fileUrl } from '../../../lib/file-url.ts';
import { showErrorDialog } from '../../../lib/flash.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useDeleteComment } from '../api/delete-comment.ts';
import { useCommentsPages } from '../api/get-comments-page.ts';
import { NewsDate } from './news-date.tsx';

/** Only a member writes: a visitor's page does without the form and its validation code. */
const CommentForm = lazy(() =>
  import('./comment-form.tsx').then((module) => ({ default: module.CommentForm })),
);

function CommentItem({ comment, onDelete }: { comment: Comment; onDelete(comment: Comment): void }) {
  const { t } = useTranslation();
  const author = comment.Author_name ?? t('news.comments.formerMember');
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      aria-label={t('news.comments.by', { name: author })}
      data-comment-id={comment.Id}
      // Focused when the button above the list gives way to it, with the ring of a focused control.
      tabIndex={-1}
      className="mantine-focus-auto"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <Avatar
            src={fileUrl(comment.Author_avatar_url)}
            alt={author}
            name={author}
            color="initials"
            radius="xl"
            // Comments sit under the article: their faces must not share a phone's first bytes with it.
            imageProps={{ loading: 'lazy' }}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {author}
              </Text>
              <Text size="xs" c="dimmed">
                <NewsDate iso={comment.Creation_date} withTime />
              </Text>
            </Group>
            {/* Plain text, never HTML; line breaks kept. */}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment.Comment_content}
            </Text>
          </Stack>
        </Group>
        {comment.Can_delete && (
          // Whole: the text beside it wraps instead (on a phone its label was cut to "Suppr").
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => onDelete(comment)}
            style={{ flexShrink: 0 }}
          >
            {t('news.comments.delete')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * The comments of a news item: anyone reads them; members write; the author or a manager deletes one.
 * The latest come first (COMMENTS_PAGE_SIZE); a button above them shows the earlier ones, page by page.
 */
export function CommentsSection({ newsId }: { newsId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const connection = useConnectionModal();
  const titleId = useId();
  const comments = useCommentsPages(newsId);
  const remove = useDeleteComment();

  const confirmDelete = (comment: Comment) =>
    modals.openConfirmModal({
      title: t('news.comments.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('news.comments.deleteConfirm')}</Text>,
      labels: { confirm: t('news.comments.delete'), cancel: t('news.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(comment.Id, { onError: () => showErrorDialog(t) }),
    });

  /** A comment to focus once it is shown (see showEarlier). */
  const [focusId, setFocusId] = useState<number | null>(null);
  useEffect(() => {
    if (focusId === null) return;
    const item = document.querySelector<HTMLElement>(`[data-comment-id="${focusId}"]`);
    if (!item) return;
    item.focus({ preventScroll: true });
    setFocusId(null);
  });

  const showEarlier = async () => {
    let result = await comments.fetchNextPage();
    // The earliest comment shown was deleted meanwhile, so it no longer marks a place: the pages shown
    // are read again, and the earlier one after them.
    if (result.isFetchNextPageError && isApiError(result.error, 'not_found')) {
      await comments.refetch();
      result = await comments.fetchNextPage();
    }
    // The last earlier page: the button goes, and the focus it had goes to the first comment it showed
    // (where the button was), not to the top of the page.
    if (result.isSuccess && !result.hasNextPage)
      setFocusId(result.data.pages.at(-1)?.Comments[0]?.Id ?? null);
  };

  // Pages from the latest; each page oldest first: shown from the earliest page loaded.
  const pages = comments.data?.pages ?? [];
  const list = [...pages].reverse().flatMap((page) => page.Comments);
  const total = pages[0]?.Total ?? 0;
  const earlierCount = total - list.length;
  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {t('news.comments.title', { count: total })}
      </Title>
      {comments.isError && <Text c="red">{t('news.comments.loadError')}</Text>}
      {comments.isSuccess && total === 0 && <Text c="dimmed">{t('news.comments.none')}</Text>}
      {comments.hasNextPage && (
        <Button
          variant="light"
          onClick={showEarlier}
          loading={comments.isFetchingNextPage}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        >
          {earlierCount > 0
            ? t('news.comments.showEarlier', { count: earlierCount })
            : t('news.comments.showEarlier')}
        </Button>
      )}
      {list.length > 0 && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((comment) => (
            <CommentItem key={comment.Id} comment={comment} onDelete={confirmDelete} />
          ))}
        </Stack>
      )}
      {session.user !== null ? (
        <Suspense fallback={null}>
          <CommentForm newsId={newsId} />
        </Suspense>
      ) : (
        !session.isLoading && (
          <Group gap="sm">
            <Text size="sm">{t('news.comments.signInToComment')}</Text>
            <Button size="xs" variant="light" onClick={() => connection.open()}>
              {t('news.comments.signIn')}
            </Button>
          </Group>
        )
      )}
    </Stack>
  );
}
