import '../../../lib/styles/admin-components.ts';
import type { SafetySheetSummary } from '@club/shared/api/safety-sheets';
import { Alert, Anchor, Badge, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfiniteSentinel } from '../../../components/infinite-sentinel.tsx';
import { Loading } from '../../../components/loading.tsx';
import { paths } from '../../../config/paths.ts';
import { useClub } from '../../../lib/club-context.tsx';
import { showErrorDialog } from '../../../lib/flash.ts';
import { useDownloadSafetySheet } from '../api/download-safety-sheet.ts';
import { useSafetySheets } from '../api/get-safety-sheets.ts';

/** "12/06/2027": a day `YYYY-MM-DD` as the reader writes it short. */
const shortDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

function SheetRow({ sheet }: { sheet: SafetySheetSummary }) {
  const { t, i18n } = useTranslation();
  const download = useDownloadSafetySheet();
  const allSigned = sheet.Dives > 0 && sheet.Signed_dives === sheet.Dives;
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="safety-sheet-row">
      <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {shortDay(sheet.Date, i18n.language)}
            </Text>
            {sheet.Outing_deleted && (
              <Badge color="gray" variant="light" tt="none">
                {t('divePlan.sheets.deleted')}
              </Badge>
            )}
          </Group>
          {sheet.Outing_deleted ? (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {sheet.Title}
            </Text>
          ) : (
            <Anchor
              component={Link}
              to={paths.outingDivePlan.to(sheet.Outing_id, 'sheet')}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {sheet.Title}
            </Anchor>
          )}
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[
              sheet.Site,
              sheet.Dp_name === null
                ? t('divePlan.sheets.noDp')
                : t('divePlan.sheets.dp', { name: sheet.Dp_name }),
              t('divePlan.sheets.divers', { count: sheet.Divers }),
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
            {t('divePlan.sheets.signed', { signed: sheet.Signed_dives, dives: sheet.Dives })}
          </Text>
        </Stack>
        <Button
          size="sm"
          variant="light"
          loading={download.isPending}
          aria-label={t('divePlan.sheets.pdfOf', { title: sheet.Title })}
          onClick={() =>
            download.mutate(
              { outingId: sheet.Outing_id, day: sheet.Date },
              { onError: () => showErrorDialog(t) },
            )
          }
        >
          {t('divePlan.sheets.pdf')}
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
  const sheets = list.data?.pages.flat() ?? [];

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2}>{t('divePlan.sheets.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('divePlan.sheets.intro')}
        </Text>
      </Stack>
      {list.isPending ? (
        <Center py="xl">
          <Loading />
        </Center>
      ) : list.isError && sheets.length === 0 ? (
        <Alert color="red" role="alert">
          {t('divePlan.sheets.loadError')}
        </Alert>
      ) : sheets.length === 0 ? (
        <Text c="dimmed">{t('divePlan.sheets.none')}</Text>
      ) : (
        <>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {sheets.map((sheet) => (
              <SheetRow key={sheet.Outing_id} sheet={sheet} />
            ))}
          </Stack>
          <InfiniteSentinel list={list} />
        </>
      )}
    </Stack>
  );
}
