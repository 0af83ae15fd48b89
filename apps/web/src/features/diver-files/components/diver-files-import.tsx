import { IMPORT_FIELDS, type ImportField, type ImportResult } from '@club/shared/api/diver-files';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { flashSuccess } from '../../../lib/flash.ts';
import { useImportDiverFiles } from '../api/import-diver-files.ts';
import {
  type ColumnMapping,
  canMatchRows,
  decodeCsv,
  guessMapping,
  mappingToSend,
  readCsvHeader,
} from './diver-files-import-columns.ts';
import { rowProblemTexts } from './diver-files-import-problems.ts';
import { shortDay } from './diver-files-table.tsx';

/** The header is on the first line: the file's first 64 KiB hold it, up to their last whole line. */
async function headerOf(file: File): Promise<string[]> {
  const bytes = new Uint8Array(await file.slice(0, 65_536).arrayBuffer());
  const lastLineEnd = bytes.lastIndexOf(0x0a);
  const whole = lastLineEnd > 0 && file.size > bytes.length ? bytes.slice(0, lastLineEnd) : bytes;
  return readCsvHeader(decodeCsv(whole.buffer));
}

/** An imported value as the manager reads it: dates as the language writes them. */
function valueText(t: TFunction, value: string | null, language: string): string {
  if (value === null) return t('diverFilesTable.import.empty');
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? shortDay(value, language) : value;
}

const IGNORED = '';

/** Step one: the file, and the field of each of its columns. */
function ColumnsStep({
  file,
  columns,
  mapping,
  onFile,
  onMapping,
  readError,
}: {
  file: File | null;
  columns: string[];
  mapping: ColumnMapping;
  onFile(file: File | null): void;
  onMapping(mapping: ColumnMapping): void;
  readError: boolean;
}) {
  const { t } = useTranslation();
  const fieldOptions = [
    { value: IGNORED, label: t('diverFilesTable.import.ignore') },
    ...IMPORT_FIELDS.map((field) => ({ value: field, label: t(`diverFilesTable.fields.${field}`) })),
  ];
  // A field goes to one column: choosing it for another frees it from the first.
  const choose = (column: string, field: ImportField | null) => {
    const next: ColumnMapping = {};
    for (const [name, current] of Object.entries(mapping))
      next[name] = field !== null && current === field ? null : current;
    next[column] = field;
    onMapping(next);
  };
  return (
    <Stack gap="md">
      <Text size="sm">{t('diverFilesTable.import.intro')}</Text>
      <FileInput
        label={t('diverFilesTable.import.file')}
        placeholder={t('diverFilesTable.import.filePlaceholder')}
        accept=".csv,text/csv,text/plain"
        value={file}
        onChange={onFile}
        clearable
        clearButtonProps={{ 'aria-label': t('diverFilesTable.import.clearFile') }}
        error={readError ? t('diverFilesTable.import.noHeader') : undefined}
      />
      {columns.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('diverFilesTable.import.columnsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('diverFilesTable.import.columnsHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            {columns.map((column, index) => (
              <Select
                key={column}
                label={
                  column === '' ? t('diverFilesTable.import.unnamedColumn', { number: index + 1 }) : column
                }
                data={fieldOptions}
                value={mapping[column] ?? IGNORED}
                allowDeselect={false}
                onChange={(value) => choose(column, value ? (value as ImportField) : null)}
                comboboxProps={{ withinPortal: true }}
              />
            ))}
          </SimpleGrid>
          {!canMatchRows(mapping) && (
            <Alert color="orange" role="alert">
              {t('diverFilesTable.import.needsKey')}
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** Step two: what the import would change, member by member, and the rows that matched nobody. */
function Preview({ result }: { result: ImportResult }) {
  const { t, i18n } = useTranslation();
  const changing = result.Rows.filter((row) => row.Changes.length > 0);
  const left = result.Rows.filter((row) => row.Problem !== null);
  const unchanged = result.Matched - changing.length;
  return (
    <Stack gap="md" data-testid="import-preview">
      <Group gap="xs">
        <Badge color="teal" variant="light" radius="sm" tt="none">
          {t('diverFilesTable.import.matched', { count: result.Matched })}
        </Badge>
        <Badge color="blue" variant="light" radius="sm" tt="none">
          {t('diverFilesTable.import.changed', { count: result.Changed })}
        </Badge>
        <Badge color={result.Unmatched > 0 ? 'red' : 'gray'} variant="light" radius="sm" tt="none">
          {t('diverFilesTable.import.unmatched', { count: result.Unmatched })}
        </Badge>
      </Group>
      {changing.length > 0 ? (
        <Stack gap="xs" component="section" aria-labelledby="import-changes">
          <Title order={3} size="h5" id="import-changes">
            {t('diverFilesTable.import.changesTitle')}
          </Title>
          {changing.map((row) => (
            <Paper key={row.Line} withBorder radius="md" p="sm" data-testid="import-change">
              <Text fw={600} size="sm">
                {row.Name}{' '}
                <Text span c="dimmed" size="xs" fw={400}>
                  {t('diverFilesTable.import.lineMatchedBy', {
                    line: row.Line,
                    by: t(`diverFilesTable.import.matchedBy.${row.Matched_by ?? 'email'}`),
                  })}
                </Text>
              </Text>
              <List size="sm" spacing={2} mt={4}>
                {row.Changes.map((change) => (
                  <List.Item key={change.Field} style={{ overflowWrap: 'anywhere' }}>
                    {t('diverFilesTable.import.change', {
                      field: t(`diverFilesTable.fields.${change.Field}`),
                      from: valueText(t, change.From, i18n.language),
                      to: valueText(t, change.To, i18n.language),
                    })}
                  </List.Item>
                ))}
              </List>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Alert color="gray">{t('diverFilesTable.import.nothingChanges')}</Alert>
      )}
      {unchanged > 0 && (
        <Text size="sm" c="dimmed">
          {t('diverFilesTable.import.unchanged', { count: unchanged })}
        </Text>
      )}
      {left.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="import-left-out">
          <Title order={3} size="h5" id="import-left-out">
            {t('diverFilesTable.import.leftOutTitle')}
          </Title>
          {left.map((row) => (
            <Paper key={row.Line} withBorder radius="md" p="sm" data-testid="import-left-out">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('diverFilesTable.import.line', { line: row.Line })}
                {row.Name !== '' && ` · ${row.Name}`}
              </Text>
              {rowProblemTexts(t, row.Problem ?? '').map((reason) => (
                <Text key={reason} size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                  {reason}
                </Text>
              ))}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Importing papers from a CSV file: the manager picks the file, maps its columns to fields (obvious
 * ones guessed), previews what would change (a dry run: nothing written), then imports.
 */
export function DiverFilesImport({
  clubId,
  opened,
  onClose,
  fullScreen,
}: {
  clubId: number;
  opened: boolean;
  onClose(): void;
  fullScreen: boolean;
}) {
  const { t } = useTranslation();
  const send = useImportDiverFiles();
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<string[]>([]);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [readError, setReadError] = useState(false);
  const [preview, setPreview] = useState<ImportResult | null>(null);

  const reset = () => {
    setFile(null);
    setColumns([]);
    setMapping({});
    setReadError(false);
    setPreview(null);
    send.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const pickFile = async (picked: File | null) => {
    reset();
    setFile(picked);
    if (picked === null) return;
    const header = await headerOf(picked).catch(() => []);
    if (header.every((column) => column === '')) {
      setReadError(true);
      return;
    }
    // Two columns of one name are one to the server (it reads the first of them).
    const names = [...new Set(header)];
    setColumns(names);
    setMapping(guessMapping(names));
  };

  const run = (dryRun: boolean) => {
    if (file === null) return;
    send.mutate(
      { clubId, file, mapping: mappingToSend(mapping) as Record<string, string>, dryRun },
      {
        onSuccess: (result) => {
          if (result.Dry_run) setPreview(result);
          else {
            flashSuccess(t('diverFilesTable.import.done', { count: result.Changed }));
            close();
          }
        },
      },
    );
  };

  const error = send.error;
  const errorText = !error
    ? null
    : isApiError(error, 'invalid_input')
      ? t('diverFilesTable.import.refused', { reason: error.message })
      : isApiError(error, 'file_too_big')
        ? t('diverFilesTable.import.tooBig')
        : t('diverFilesTable.import.failed');

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={preview ? t('diverFilesTable.import.previewTitle') : t('diverFilesTable.import.title')}
      size="xl"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {preview ? (
          <Preview result={preview} />
        ) : (
          <ColumnsStep
            file={file}
            columns={columns}
            mapping={mapping}
            onFile={(picked) => void pickFile(picked)}
            onMapping={setMapping}
            readError={readError}
          />
        )}
        {errorText && (
          <Alert color="red" role="alert" style={{ overflowWrap: 'anywhere' }}>
            {errorText}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {preview ? (
            <>
              <Button variant="default" onClick={() => setPreview(null)} disabled={send.isPending}>
                {t('diverFilesTable.import.back')}
              </Button>
              <Button onClick={() => run(false)} loading={send.isPending} disabled={preview.Changed === 0}>
                {t('diverFilesTable.import.confirm', { count: preview.Changed })}
              </Button>
            </>
          ) : (
            <>
              <Button variant="default" onClick={close}>
                {t('diverFilesTable.import.cancel')}
              </Button>
              <Button
                onClick={() => run(true)}
                loading={send.isPending}
                disabled={file === null || columns.length === 0 || !canMatchRows(mapping)}
              >
                {t('diverFilesTable.import.preview')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
