import { pages } from '@club/shared/pages';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { useClub } from '../../../lib/club-context.tsx';
import { useMyOutings } from '../api/get-my-outings.ts';

/** The profile's "My outings": the member's upcoming outings with where they stand, soonest first. */
export function MyOutings() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const outings = useMyOutings();
  // On the club's clocks, as the outings' pages write them.
  const timeZone = useClub().Time_zone;
  const when = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    [i18n.language, timeZone],
  );
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId} data-testid="my-outings">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('outings.mine.title')}
        </Title>
        <Anchor component={Link} to={pages.outings.to()} size="sm">
          {t('outings.mine.calendar')}
        </Anchor>
      </Group>
      {outings.isPending ? (
        <Loading size="sm" />
      ) : outings.isError ? (
        <Alert color="red" role="alert">
          {t('outings.loadError')}
        </Alert>
      ) : outings.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('outings.mine.none')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {outings.data.map((outing) => (
            <Paper key={outing.Id} withBorder radius="sm" p="xs" component="li">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={pages.outing.to(outing.Id)}
                    fw={600}
                    truncate
                    lang={outing.Language_key}
                  >
                    {outing.Title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {when.format(new Date(outing.Start))}
                  </Text>
                </Stack>
                {outing.My_status === 'waiting' ? (
                  <Badge color="orange" radius="sm" style={{ flexShrink: 0 }}>
                    {t('outings.status.waiting')}
                  </Badge>
                ) : (
                  <Badge color="teal" radius="sm" style={{ flexShrink: 0 }}>
                    {t('outings.status.confirmed')}
                  </Badge>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
