import '../../../lib/styles/admin-components.ts';
import type { SafetySheetSummary } from '@club/shared/api/safety-sheets';
import { pages } from '@club/shared/pages';
import { Alert, Anchor, Badge, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfiniteSentinel } from '../../../components/infinite-sentinel.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useClub } from '../../../lib/club-context.tsx';
import { showErrorDialog } from '../../../lib/flash.ts';
import { useDownloadSafetySheet } from '../api/download-safety-sheet.ts';
import { useSafetySheets } from '../api/get-safety-sheets.ts';

/** "12/06/2027": a day `YYYY-MM-DD` as the reader writes it short. */
const shortDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

function SafetySheetRow({ safetySheet }: { safetySheet: SafetySheetSummary }) {
  const { t, i18n } = useTranslation();
  const download = useDownloadSafetySheet();
  const allSigned = safetySheet.Dives > 0 && safetySheet.Signed_dives === safetySheet.Dives;
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="safety-sheet-row">
      <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {shortDay(safetySheet.Date, i18n.language)}
            </Text>
            {safetySheet.Outing_deleted && (
              <Badge color="gray" variant="light" tt="none">
                {t('divePlan.safetySheets.deleted')}
              </Badge>
            )}
          </Group>
          {safetySheet.Outing_deleted ? (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {safetySheet.Title}
            </Text>
          ) : (
            <Anchor
              component={Link}
              to={pages.outingDivePlan.to(safetySheet.Outing_id, 'sheet')}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {safetySheet.Title}
            </Anchor>
          )}
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[
              safetySheet.Site,
              safetySheet.Dp_name === null
                ? t('divePlan.safetySheets.noDiveDirector')
                : t('divePlan.safetySheets.diveDirector', { name: safetySheet.Dp_name }),
              t('divePlan.safetySheets.divers', { count: safetySheet.Divers }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text
            size="sm"
            c={
              allSigned ? 'var(--mantine-color-teal-light-color)' : 'var(--mantine-color-orange-light-color)'
            }
            fw={600}
          >
            {t('divePlan.safetySheets.signed', {
              signed: safetySheet.Signed_dives,
              dives: safetySheet.Dives,
            })}
          </Text>
        </Stack>
        <Button
          size="sm"
          variant="light"
          loading={download.isPending}
          aria-label={t('divePlan.safetySheets.pdfOf', { title: safetySheet.Title })}
          onClick={() =>
            download.mutate(
              { outingId: safetySheet.Outing_id, day: safetySheet.Date },
              { onError: () => showErrorDialog(t) },
            )
          }
        >
          {t('divePlan.safetySheets.pdf')}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * /admin/fiches-securite: the club's safety sheets, latest dive first, kept at least a year after the
 * dive (A322-72) even when the outing was deleted, each with its PDF.
 */
export default function SafetySheetsPage() {
  const { t } = useTranslation();
  const club = useClub();
  const list = useSafetySheets(club.Id);
  const safetySheets = list.data?.pages.flat() ?? [];

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2}>{t('divePlan.safetySheets.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('divePlan.safetySheets.intro')}
        </Text>
      </Stack>
      {list.isPending ? (
        <Center py="xl">
          <Loading />
        </Center>
      ) : list.isError && safetySheets.length === 0 ? (
        <Alert color="red" role="alert">
          {t('divePlan.safetySheets.loadError')}
        </Alert>
      ) : safetySheets.length === 0 ? (
        <Text c="dimmed">{t('divePlan.safetySheets.none')}</Text>
      ) : (
        <>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {safetySheets.map((safetySheet) => (
              <SafetySheetRow key={safetySheet.Outing_id} safetySheet={safetySheet} />
            ))}
          </Stack>
          <InfiniteSentinel list={list} />
        </>
      )}
    </Stack>
  );
}
