import { messageParticipants } from '@club/shared/api/outings';
import { outingTextLimits } from '@club/shared/domain/outings';
import { Button, Checkbox, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { useMessageParticipants } from '../api/message-participants.ts';

type MessageValues = { message: string; includeWaiting: boolean };

/** One private message from the manager to every participant (the waiting ones when ticked). */
export function MessageParticipantsForm({ outingId }: { outingId: number }) {
  const { t } = useTranslation();
  const send = useMessageParticipants();
  const [sent, setSent] = useState<number | null>(null);
  const toBody = (values: MessageValues) => ({
    outing_id: outingId,
    message: values.message,
    include_waiting: values.includeWaiting,
  });
  const form = useSchemaForm<MessageValues>({
    initialValues: { message: '', includeWaiting: false },
    schema: messageParticipants.body,
    toInput: toBody,
    fieldOf: (path) => (path === 'message' ? 'message' : undefined),
  });
  const submit = form.onSubmit(async (values) => {
    setSent(null);
    try {
      const answer = await send.mutateAsync(toBody(values));
      setSent(answer.sent);
      flashSuccess(t('outings.message.sent', { count: answer.sent }));
      form.reset();
    } catch (error) {
      const fields = showServerErrors(form, error, {
        fieldOf: (path) => (path === 'message' ? 'message' : undefined),
      });
      if (Object.keys(fields).length === 0) showErrorDialog(t);
    }
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="message-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} id="message-title">
            {t('outings.message.title')}
          </Title>
          <Textarea
            label={t('outings.message.field')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={outingTextLimits.message}
            {...form.getInputProps('message')}
          />
          <Checkbox
            label={t('outings.message.includeWaiting')}
            {...form.getInputProps('includeWaiting', { type: 'checkbox' })}
          />
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" role="status">
              {sent !== null ? t('outings.message.sent', { count: sent }) : ''}
            </Text>
            <Button type="submit" loading={form.submitting}>
              {t('outings.message.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
