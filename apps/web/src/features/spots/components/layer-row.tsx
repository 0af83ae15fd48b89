import { editKmlFile, exportLayer, type Layer, type LayerExportFormat } from '@club/shared/api/layers';
import type { Spot } from '@club/shared/api/spots';
import { pages } from '@club/shared/pages';
import { ActionIcon, Button, Checkbox, Group, Menu, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callUrl } from '../../../lib/api-client.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { unlessUnsaved } from '../../../lib/forms/unsaved-changes.ts';
import { useRenameLayer } from '../api/rename-layer.ts';
import { layerNameError, layerNameTaken } from './layer-name-field.ts';
import classes from './layer-row.module.css';
import { LayerVersions } from './layer-versions.tsx';

type NameValues = { Name: string };

/** Rename a layer: its KML is sent again under the new name (editKmlFile); a used name shows on the field. */
export function RenameLayerForm({
  spot,
  layer,
  onDone,
  onDirtyChange,
}: {
  spot: Spot;
  layer: Layer;
  onDone(renamed: Layer | null): void;
  onDirtyChange(dirty: boolean): void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm<NameValues>({
    initialValues: { Name: layer.Name },
    schema: editKmlFile.body.pick({ Name: true }),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const rename = useRenameLayer(spot.Id, layer, {
    onSuccess: (renamed) => {
      form.resetDirty();
      flashSuccess(t('spots.common.saved'));
      onDone(renamed);
    },
    onError: (error) => {
      if (Object.keys(showServerErrors(form, error, { codes: layerNameTaken(t) })).length === 0)
        showErrorDialog(t);
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => rename.mutate(values.Name))} noValidate style={{ flex: 1 }}>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          aria-label={t('spots.spotAdmin.renameLabel', { name: layer.Name })}
          maxLength={100}
          size="xs"
          style={{ flex: '1 1 10rem' }}
          {...form.getInputProps('Name')}
          error={layerNameError(t, form.errors.Name, form.values.Name)}
        />
        <Button type="submit" size="xs" loading={rename.isPending}>
          {t('spots.common.save')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => void unlessUnsaved(form.isDirty(), () => onDone(null))}
        >
          {t('spots.common.cancel')}
        </Button>
      </Group>
    </form>
  );
}

const EXPORT_FORMATS: LayerExportFormat[] = ['kml', 'kmz', 'gpx', 'geojson'];

/** Download links of the layer in each format the server writes (a public call: a plain link). */
function ExportMenu({ spot, layer }: { spot: Spot; layer: Layer }) {
  const { t } = useTranslation();
  const params = { spotId: spot.Id, uploadedFlag: layer.Uploaded ? 1 : 0, layerName: layer.Name };
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button
          size="xs"
          variant="subtle"
          aria-label={t('spots.spotAdmin.exportLabel', { name: layer.Name })}
        >
          {t('spots.spotAdmin.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('spots.spotAdmin.exportTitle')}</Menu.Label>
        {EXPORT_FORMATS.map((format) => (
          <Menu.Item
            key={format}
            component="a"
            href={callUrl(exportLayer, { params, query: { format } })}
            download
          >
            <Text size="sm" fw={500} span>
              {format === 'geojson' ? 'GeoJSON' : format.toUpperCase()}
            </Text>{' '}
            <Text size="xs" c="dimmed" span>
              {t(`spots.spotAdmin.exportHint.${format}`)}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * One layer of the layers tab: shown on the preview or not, and its actions: rename, versions, open in
 * the editor (drawn or uploaded), export, delete after a confirmation.
 */
export function LayerRow({
  spot,
  layer,
  shown,
  renameDisabled,
  onToggle,
  onRename,
  onDelete,
}: {
  spot: Spot;
  layer: Layer;
  shown: boolean;
  renameDisabled: boolean;
  onToggle(): void;
  onRename(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('spots.spotAdmin.deleteLayer'),
      children: <Text size="sm">{t('spots.spotAdmin.deleteLayerConfirm', { name: layer.Name })}</Text>,
      labels: { confirm: t('spots.spotAdmin.deleteLayer'), cancel: t('spots.common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: onDelete,
    });
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="admin-layer">
      <Checkbox label={layer.Name} checked={shown} onChange={onToggle} style={{ wordBreak: 'break-word' }} />
      <Group className={classes.actions} gap={2} wrap="wrap" justify="flex-end">
        <Button
          size="xs"
          variant="subtle"
          aria-label={t('spots.spotAdmin.renameLabel', { name: layer.Name })}
          disabled={renameDisabled}
          onClick={onRename}
        >
          {t('spots.spotAdmin.rename')}
        </Button>
        <LayerVersions spotId={spot.Id} layer={layer} />
        <Button
          size="xs"
          variant="subtle"
          component={Link}
          to={pages.admin.layerEditor.to(spot.Id, layer.Name, layer.Uploaded)}
          aria-label={t('spots.spotAdmin.editLayerLabel', { name: layer.Name })}
        >
          {t('spots.spotAdmin.editLayer')}
        </Button>
        <ExportMenu spot={spot} layer={layer} />
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${t('spots.spotAdmin.deleteLayer')} ${layer.Name}`}
          onClick={confirmDelete}
        >
          ✕
        </ActionIcon>
      </Group>
    </Group>
  );
}
