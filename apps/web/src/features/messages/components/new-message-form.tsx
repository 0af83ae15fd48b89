import { MESSAGE_MAX_CHARS } from '@club/shared/api/messages';
import { Button, Select, Stack, Textarea, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useClub } from '../../../lib/club-context.tsx';
import { showErrorDialog } from '../../../lib/flash.ts';
import { useRecipients } from '../api/get-recipients.ts';
import { useSendMessage } from '../api/send-message.ts';
import { memberName } from './member-name.ts';

/** A first message: the recipient must be picked from the search among the club's members. */
export function NewMessageForm() {
  const { t } = useTranslation();
  const club = useClub();
  const navigate = useNavigate();
  const titleId = useId();
  const recipients = useRecipients(club.Id);
  const send = useSendMessage();
  const [recipientId, setRecipientId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState({ recipient: false, text: false });

  const options = (recipients.data ?? []).map((member) => ({
    value: String(member.Id),
    label: memberName(member),
  }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = { recipient: recipientId === null, text: text.trim() === '' };
    setErrors(check);
    if (check.recipient || check.text || recipientId === null) return;
    try {
      const userId = Number(recipientId);
      await send.mutateAsync({ user_id: userId, message: text.trim() });
      navigate(paths.contactMember.to(userId));
    } catch {
      showErrorDialog(t);
    }
  }

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
          value={recipientId}
          onChange={setRecipientId}
          searchable
          clearable
          nothingFoundMessage={t('messages.noMemberFound')}
          error={errors.recipient ? t('messages.recipientRequired') : undefined}
          disabled={recipients.isPending}
          withAsterisk
        />
        <Textarea
          label={t('messages.message')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={MESSAGE_MAX_CHARS}
          autosize
          minRows={3}
          error={errors.text ? t('messages.messageRequired') : undefined}
          withAsterisk
        />
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-end' }}>
          {t('messages.send')}
        </Button>
      </Stack>
    </form>
  );
}
