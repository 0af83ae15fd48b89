import { idField } from '@club/shared/api/fields';
import { pages } from '@club/shared/pages';
import { Alert, Button, Container, Grid, Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Conversation } from '../components/conversation.tsx';
import { ConversationList } from '../components/conversation-list.tsx';
import { NewMessageForm } from '../components/new-message-form.tsx';

/** /contact and /contact/{member_id}: the member's conversations, the one with a member, a new message. */
export default function ConversationsPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const rawId = useParams().memberId;
  const parsed = rawId === undefined ? null : idField.safeParse(rawId);
  const memberId = parsed?.success ? parsed.data : null;

  return (
    <Container size="lg" px={0} py="md">
      <Stack gap="lg" component="section" aria-labelledby={titleId}>
        <Title order={1} id={titleId}>
          {t('messages.title')}
        </Title>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Stack gap="sm">
              {memberId !== null && (
                <Button component={Link} to={pages.conversations.to()} variant="light">
                  {t('messages.newMessage')}
                </Button>
              )}
              <Title order={2} size="h4">
                {t('messages.conversations')}
              </Title>
              <ConversationList activeId={memberId} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Paper withBorder p="md" radius="md">
              {parsed && !parsed.success ? (
                <Alert color="red">{t('messages.memberNotFound')}</Alert>
              ) : memberId !== null ? (
                <Conversation key={memberId} memberId={memberId} />
              ) : (
                <NewMessageForm />
              )}
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
