import '../../../lib/styles/admin-components.ts';
import { dayIn } from '@club/shared/domain/diver-file';
import {
  Alert,
  Button,
  Center,
  Chip,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { useClub } from '../../../lib/club-context.tsx';
import { showErrorDialog } from '../../../lib/flash.ts';
import { usePaperRules } from '../api/diver-file.ts';
import { useExportDiverFiles } from '../api/export-diver-files.ts';
import { type DiverFileFilter, type DiverFilesQuery, useDiverFiles } from '../api/get-diver-files.ts';
import { DiverFilesImport } from '../components/diver-files-import.tsx';
import { DiverFilesTable } from '../components/diver-files-table.tsx';
import { DiverFilesDay } from '../components/diver-files-table-day.tsx';
import { type DiverFilesSort, searchFiles, sortFiles } from '../components/diver-files-table-view.ts';
import { PaperRulesDrawer, RulesNotChosen } from '../components/paper-rules.tsx';

const ALL = 'all';
const FILTERS: readonly DiverFileFilter[] = ['expired', 'expiring', 'missing'];

/**
 * /admin/papiers: every member's papers on a chosen day (today, an outing's, any date), filtered by
 * state, searched by name, sorted by name or by the paper that runs out first; exported as CSV,
 * imported from the federation's export or any spreadsheet; and the club's rules for papers.
 */
export default function DiverFilesPage() {
  const { t, i18n } = useTranslation();
  const club = useClub();
  const { breakpoints } = useMantineTheme();
  // Cards under the `sm` breakpoint (read at once: the admin area is rendered in the browser).
  const wide = useMediaQuery(`(min-width: ${breakpoints.sm})`, true, { getInitialValueInEffect: false });
  const [query, setQuery] = useState<DiverFilesQuery>({ on: dayIn(club.Time_zone), state: null });
  const [typed, setTyped] = useState('');
  const [sort, setSort] = useState<DiverFilesSort>('name');
  const [importing, setImporting] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const files = useDiverFiles(club.Id, query);
  const rules = usePaperRules(club.Id);
  const exportCsv = useExportDiverFiles();

  const shown = sortFiles(searchFiles(files.data ?? [], typed), sort, i18n.language);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" align="flex-end">
        <Stack gap={4} style={{ flex: '1 1 20rem' }}>
          <Title order={2}>{t('diverFilesTable.title')}</Title>
          {/* On a phone the cards name each paper: the list comes a screen sooner without it. */}
          <Text size="sm" c="dimmed" visibleFrom="sm">
            {t('diverFilesTable.intro')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={() => setRulesOpen(true)}>
            {t('paperRules.open')}
          </Button>
          <Button
            variant="default"
            loading={exportCsv.isPending}
            onClick={() =>
              exportCsv.mutate({ clubId: club.Id, query }, { onError: () => showErrorDialog(t) })
            }
          >
            {t('diverFilesTable.export')}
          </Button>
          <Button onClick={() => setImporting(true)}>{t('diverFilesTable.import.open')}</Button>
        </Group>
      </Group>

      {rules.data && !rules.data.Chosen && (
        <RulesNotChosen rules={rules.data} onChoose={() => setRulesOpen(true)} />
      )}

      <DiverFilesDay day={query.on} onChange={(on) => setQuery((current) => ({ ...current, on }))} />

      <Chip.Group
        value={query.state ?? ALL}
        onChange={(value) =>
          setQuery((current) => ({
            ...current,
            state: value === ALL ? null : (value as DiverFileFilter),
          }))
        }
      >
        <Group gap="xs" role="radiogroup" aria-label={t('diverFilesTable.filters.label')}>
          <Chip value={ALL} variant="outline">
            {t('diverFilesTable.filters.all')}
          </Chip>
          {FILTERS.map((filter) => (
            <Chip key={filter} value={filter} variant="outline">
              {t(`diverFilesTable.filters.${filter}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('diverFilesTable.search')}
          placeholder={t('diverFilesTable.searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          style={{ flex: '1 1 14rem', maxWidth: '24rem' }}
        />
        <Stack gap={4} role="radiogroup" aria-labelledby="papers-sort">
          <Text size="sm" fw={500} id="papers-sort">
            {t('diverFilesTable.sort.label')}
          </Text>
          <SegmentedControl
            value={sort}
            onChange={(value) => setSort(value as DiverFilesSort)}
            data={[
              { value: 'name', label: t('diverFilesTable.sort.name') },
              { value: 'expiry', label: t('diverFilesTable.sort.expiry') },
            ]}
          />
        </Stack>
      </Group>

      {files.isPending ? (
        <Center py="xl">
          <Loading />
        </Center>
      ) : files.isError ? (
        <Alert color="red" role="alert">
          {t('diverFilesTable.loadError')}
        </Alert>
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('diverFilesTable.none')}</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('diverFilesTable.count', { count: shown.length })}
          </Text>
          <DiverFilesTable files={shown} wide={wide} />
        </Stack>
      )}

      <DiverFilesImport
        clubId={club.Id}
        opened={importing}
        onClose={() => setImporting(false)}
        fullScreen={!wide}
      />
      <PaperRulesDrawer
        clubId={club.Id}
        rules={rules.data}
        opened={rulesOpen}
        onClose={() => setRulesOpen(false)}
      />
    </Stack>
  );
}
