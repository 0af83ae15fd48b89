import { MESSAGE_MAX_CHARS, sendMessage } from '@club/shared/api/messages';
import { newMessageForm } from '@club/shared/forms/messages';
import { pages } from '@club/shared/pages';
import { Button, Select, Stack, Textarea, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClub } from '../../../lib/club-context.tsx';
import { showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../lib/forms/unsaved-changes.ts';
import { useRecipients } from '../api/get-recipients.ts';
import { useSendMessage } from '../api/send-message.ts';
import { memberName } from './member-name.ts';

type MessageValues = { user_id: string | null; message: string };

/** A first message: the recipient must be picked from the search among the club's members. */
export function NewMessageForm() {
  const { t } = useTranslation();
  const club = useClub();
  const navigate = useNavigate();
  const titleId = useId();
  const recipients = useRecipients(club.Id);
  const send = useSendMessage();
  const form = useSchemaForm<MessageValues>({
    initialValues: { user_id: null, message: '' },
    // SPEC.md section 5: the recipient is a member picked from the search.
    schema: newMessageForm,
  });
  const guard = useUnsavedChangesGuard(form.isDirty('message'));

  const options = (recipients.data ?? []).map((member) => ({
    value: String(member.Id),
    label: memberName(member),
  }));

  const submit = form.onSubmit(async (values) => {
    const body = sendMessage.body.parse(values);
    try {
      await send.mutateAsync(body);
    } catch (error) {
      if (Object.keys(showServerErrors(form, error)).length === 0) showErrorDialog(t);
      return;
    }
    guard.release();
    navigate(pages.conversation.to(body.user_id));
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('messages.newMessage')}
        </Title>
        <Select
          label={t('messages.recipient')}
          placeholder={t('messages.searchMember')}
          data={options}
          searchable
          clearable
          nothingFoundMessage={t('messages.noMemberFound')}
          disabled={recipients.isPending}
          withAsterisk
          {...form.getInputProps('user_id')}
        />
        <Textarea
          label={t('messages.message')}
          maxLength={MESSAGE_MAX_CHARS}
          autosize
          minRows={3}
          withAsterisk
          {...form.getInputProps('message')}
        />
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-end' }}>
          {t('messages.send')}
        </Button>
      </Stack>
    </form>
  );
}
