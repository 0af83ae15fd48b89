import { addComment } from '@club/shared/api/news';
import { COMMENT_MAX_CHARS } from '@club/shared/domain/news';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../lib/forms/unsaved-changes.ts';
import { useAddComment } from '../api/add-comment.ts';

/** A member's new comment on a news item. */
export function CommentForm({ newsId }: { newsId: number }) {
  const { t } = useTranslation();
  const add = useAddComment(newsId);
  const toBody = (values: { comment_content: string }) => ({ ...values, news_id: newsId });
  const form = useSchemaForm<{ comment_content: string }>({
    initialValues: { comment_content: '' },
    schema: addComment.body,
    toInput: toBody,
  });
  useUnsavedChangesGuard(form.isDirty());
  const submit = form.onSubmit((values) => {
    add.mutate(addComment.body.parse(toBody(values)).comment_content, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (Object.keys(showServerErrors(form, error)).length === 0) showErrorDialog(t);
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('news.comments.yourComment')}
          maxLength={COMMENT_MAX_CHARS}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('comment_content')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t('news.comments.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
