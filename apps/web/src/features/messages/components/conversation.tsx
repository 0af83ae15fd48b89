import { MESSAGE_MAX_CHARS, type Message, sendMessage } from '@club/shared/api/messages';
import { Alert, Box, Button, Center, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useClub } from '../../../lib/club-context.tsx';
import { showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../lib/forms/unsaved-changes.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useConversation } from '../api/get-conversation.ts';
import { useRecipients } from '../api/get-recipients.ts';
import { useSendMessage } from '../api/send-message.ts';
import { memberName } from './member-name.ts';

function Bubble({ message, mine, language }: { message: Message; mine: boolean; language: string }) {
  const date = new Date(message.Creation_date);
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} component="li" data-testid="message">
      <Paper
        px="md"
        py={6}
        radius="lg"
        maw="80%"
        bg={mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
      >
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.Message_content}</Text>
        <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
          <time dateTime={message.Creation_date}>
            {date.toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' })}
          </time>
        </Text>
      </Paper>
    </Group>
  );
}

/** The conversation with one member: "load more" above for older pages, the reply form below. */
export function Conversation({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const club = useClub();
  const { user } = useSession();
  const conversation = useConversation(memberId);
  const member = useRecipients(club.Id).data?.find((candidate) => candidate.Id === memberId);
  const send = useSendMessage();
  const toBody = (values: { message: string }) => ({ ...values, user_id: memberId });
  const form = useSchemaForm<{ message: string }>({
    initialValues: { message: '' },
    schema: sendMessage.body,
    toInput: toBody,
  });
  useUnsavedChangesGuard(form.isDirty());
  const endRef = useRef<HTMLDivElement>(null);

  const newestId = conversation.data?.pages[0]?.[0]?.Id;
  // A new message (sent or received) scrolls the conversation to its end.
  useEffect(() => {
    if (newestId !== undefined) endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newestId]);

  if (conversation.isPending) {
    return (
      <Center py="xl">
        <Loading />
      </Center>
    );
  }
  if (conversation.isError) {
    const notFound = isApiError(conversation.error) && conversation.error.status === 404;
    return <Alert color="red">{t(notFound ? 'messages.memberNotFound' : 'messages.loadError')}</Alert>;
  }

  // Pages come newest first; the screen reads from the oldest down.
  const messages = conversation.data.pages.flat().reverse();

  const submit = form.onSubmit(async (values) => {
    try {
      await send.mutateAsync(sendMessage.body.parse(toBody(values)));
      form.reset();
    } catch (error) {
      if (Object.keys(showServerErrors(form, error)).length === 0) showErrorDialog(t);
    }
  });

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {member ? memberName(member) : t('messages.conversation')}
      </Title>
      {conversation.hasNextPage && (
        <Button
          variant="light"
          onClick={() => conversation.fetchNextPage()}
          loading={conversation.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('messages.loadMore')}
        </Button>
      )}
      {messages.length === 0 ? (
        <Text c="dimmed">{t('messages.emptyConversation')}</Text>
      ) : (
        <Stack
          gap="xs"
          component="ol"
          aria-label={t('messages.conversation')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {messages.map((message) => (
            <Bubble
              key={message.Id}
              message={message}
              mine={message.Sender_id === user?.Id}
              language={i18n.language}
            />
          ))}
        </Stack>
      )}
      <Box ref={endRef} />
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Textarea
            label={t('messages.reply')}
            maxLength={MESSAGE_MAX_CHARS}
            autosize
            minRows={2}
            {...form.getInputProps('message')}
          />
          <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-end' }}>
            {t('messages.send')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
