import { errorCodes } from '@club/shared/api/errors';
import {
  deleteLayer,
  editKmlFile,
  type Layer,
  layerNameField,
  type Spot,
  uploadLayerFile,
} from '@club/shared/api/spots';
import { hasLayerFileExtension } from '@club/shared/domain/layer-name';
import {
  ActionIcon,
  Button,
  Checkbox,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths.ts';
import { callApi, isApiError } from '../../../lib/api-client.ts';
import { notifyFileTooBig } from '../../../lib/file-too-big.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { unlessUnsaved } from '../../../lib/forms/unsaved-changes.ts';
import { createBaseMap } from '../../../lib/map/base-map.ts';
import { fetchKml, layerToLeaflet, markerIcon } from '../../../lib/map/kml-overlays.ts';
import { spotKeys, useMapConfig, useSpotLayers } from '../../../lib/spots/queries.ts';
import { LayerHistory } from './layer-history.tsx';
import { layerNameError, layerNameTaken } from './layer-name-field.ts';

const keyOf = (layer: Layer) => `${layer.Uploaded ? 1 : 0}/${layer.Name}`;

type NameValues = { Name: string };

function notKmlNotice(t: TFunction) {
  notifications.show({
    title: t('spots.picture.errorTitle'),
    message: t('spots.sheetPage.notKml'),
    color: 'red',
  });
}

/** A map of the spot showing the layers switched on. */
function LayersPreview({ spot, layers, shown }: { spot: Spot; layers: Layer[]; shown: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const config = useMapConfig();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const groups = useRef(new Map<string, L.FeatureGroup>());
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const tileUrl = config.data?.Tile_url;
    if (!element.current || tileUrl === undefined) return;
    const created = createBaseMap(element.current, {
      tileUrl,
      unavailableLabel: t('spots.map.imageryUnavailable'),
    });
    created.setView([spot.Latitude, spot.Longitude], 16);
    L.marker([spot.Latitude, spot.Longitude], { icon: markerIcon('diving'), title: spot.Name }).addTo(
      created,
    );
    map.current = created;
    const layerGroups = groups.current;
    setReady(true);
    return () => {
      created.remove();
      layerGroups.clear();
      map.current = null;
      setReady(false);
    };
  }, [config.data?.Tile_url, spot.Latitude, spot.Longitude, spot.Name, t]);

  useEffect(() => {
    const current = map.current;
    if (!current || !ready || !element.current) return;
    const container = element.current;
    const wanted = new Set(layers.filter((layer) => shown.has(keyOf(layer))).map((layer) => layer.Url));
    for (const [url, group] of groups.current) {
      if (!wanted.has(url)) {
        group.remove();
        groups.current.delete(url);
      }
    }
    const controller = new AbortController();
    const publish = () => {
      container.dataset.activeLayers = String(groups.current.size);
    };
    for (const url of wanted) {
      if (groups.current.has(url)) continue;
      fetchKml(url, controller.signal)
        .then((kml) => {
          if (controller.signal.aborted) return;
          groups.current.set(url, layerToLeaflet(kml).addTo(current));
          publish();
        })
        .catch(() => undefined);
    }
    publish();
    return () => controller.abort();
  }, [layers, shown, ready]);

  return <div ref={element} data-testid="layers-preview" style={{ height: 360, borderRadius: 8 }} />;
}

/**
 * Import a layer file (KML, KMZ, GPX, GeoJSON): choose the file; its layer takes the name typed, else
 * the name inside the file, else the file's. A typed name the spot already uses shows on the name
 * field; what the map cannot show (a screen overlay, a missing picture) is listed after the import.
 */
function UploadLayerForm({
  spot,
  onUploaded,
  onDirtyChange,
}: {
  spot: Spot;
  onUploaded(layer: Layer): void;
  onDirtyChange(dirty: boolean): void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  /** Empties the file input after each choice, so that the same file can be chosen again. */
  const resetInput = useRef<() => void>(null);
  const form = useSchemaForm<NameValues>({
    initialValues: { Name: '' },
    schema: z.object({ Name: layerNameField.or(z.literal('')) }),
  });
  const dirty = form.isDirty() || file !== null;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const upload = useMutation({
    mutationFn: ({ values, chosen }: { values: NameValues; chosen: File }) =>
      callApi(uploadLayerFile, {
        body: { Spot_id: spot.Id, ...(values.Name.trim() === '' ? {} : { Name: values.Name.trim() }) },
        file: chosen,
        fileName: chosen.name,
      }),
    onSuccess: ({ Notices, ...layer }) => {
      form.reset();
      setFile(null);
      onUploaded(layer);
      flashSuccess(t('spots.common.saved'));
      if (Notices.length > 0)
        notifications.show({
          title: t('spots.sheetPage.uploadNotices'),
          message: Notices.join(' · '),
          color: 'yellow',
          autoClose: false,
        });
    },
    onError: (error) => {
      if (isApiError(error, errorCodes.notKml)) notKmlNotice(t);
      else if (isApiError(error, errorCodes.fileTooBig)) notifyFileTooBig(file?.name);
      else if (Object.keys(showServerErrors(form, error, { codes: layerNameTaken(t) })).length === 0)
        showErrorDialog(t);
    },
  });

  function pick(chosen: File | null) {
    resetInput.current?.();
    if (!chosen) return;
    if (!hasLayerFileExtension(chosen.name)) {
      notKmlNotice(t);
      return;
    }
    setFile(chosen);
  }

  return (
    <Paper withBorder p="sm">
      <form
        onSubmit={form.onSubmit((values) => {
          if (file) upload.mutate({ values, chosen: file });
        })}
        noValidate
        data-testid="layer-upload"
      >
        <Stack gap="xs">
          <Group gap="xs" align="flex-end" wrap="wrap">
            <FileButton
              onChange={pick}
              resetRef={resetInput}
              accept=".kml,.kmz,.gpx,.geojson,.json,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz,application/gpx+xml,application/geo+json"
            >
              {(props) => (
                <Button variant="light" {...props}>
                  {t('spots.sheetPage.upload')}
                </Button>
              )}
            </FileButton>
            {file ? (
              <Text size="sm" c="dimmed" data-testid="layer-upload-file" style={{ wordBreak: 'break-all' }}>
                {file.name}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('spots.sheetPage.uploadKinds')}
              </Text>
            )}
          </Group>
          {file && (
            <Group gap="xs" align="flex-start" wrap="wrap">
              <TextInput
                label={t('spots.editor.layerName')}
                description={t('spots.sheetPage.nameFromFile')}
                // Below the field: the buttons beside it stay level with it.
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                maxLength={100}
                style={{ flex: '1 1 12rem' }}
                {...form.getInputProps('Name')}
                error={layerNameError(t, form.errors.Name, form.values.Name)}
              />
              <Group gap="xs" mt={{ base: 0, xs: 25 }}>
                <Button type="submit" loading={upload.isPending}>
                  {t('spots.sheetPage.import')}
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    form.reset();
                    setFile(null);
                  }}
                >
                  {t('spots.common.cancel')}
                </Button>
              </Group>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

/** Rename a layer: its KML is sent again under the new name (editKmlFile); a used name shows on the field. */
function RenameLayerForm({
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

  const rename = useMutation({
    mutationFn: async (values: NameValues) => {
      const response = await fetch(layer.Url);
      if (!response.ok) throw new Error(`KML ${response.status}`);
      return callApi(editKmlFile, {
        body: editKmlFile.body.parse({
          Name: values.Name,
          Old_name: layer.Name,
          Data: await response.text(),
          Spot_id: spot.Id,
          Uploaded: layer.Uploaded,
        }),
      });
    },
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
    <form onSubmit={form.onSubmit((values) => rename.mutate(values))} noValidate style={{ flex: 1 }}>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          aria-label={t('spots.sheetPage.renameLabel', { name: layer.Name })}
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

/**
 * The layers tab: drawn and uploaded layers, each shown or hidden on the preview, renamed, edited,
 * deleted; KML import. `onDirtyChange` tells the page whether a typed name is unsaved.
 */
export function LayersPanel({ spot, onDirtyChange }: { spot: Spot; onDirtyChange?(dirty: boolean): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const layers = useSpotLayers(spot.Id);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [renaming, setRenaming] = useState<string | null>(null);
  const [uploadDirty, setUploadDirty] = useState(false);
  const [renameDirty, setRenameDirty] = useState(false);
  const dirty = uploadDirty || renameDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: spotKeys.layers(spot.Id) });

  const remove = useMutation({
    mutationFn: (layer: Layer) =>
      callApi(deleteLayer, {
        params: { name: layer.Name, spotId: spot.Id, uploadedFlag: layer.Uploaded ? 1 : 0 },
      }),
    onSuccess: () => refresh(),
    onError: () => showErrorDialog(t),
  });

  const all = layers.data ?? [];
  const sections = [
    { title: t('spots.sheetPage.drawn'), items: all.filter((layer) => !layer.Uploaded) },
    { title: t('spots.sheetPage.uploaded'), items: all.filter((layer) => layer.Uploaded) },
  ];
  const toggle = (key: string) =>
    setShown((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <Stack gap="md">
      <LayersPreview spot={spot} layers={all} shown={shown} />
      <Group>
        <Button component={Link} to={paths.admin.layerCreation.to(spot.Id)}>
          {t('spots.admin.newLayer')}
        </Button>
      </Group>
      <UploadLayerForm
        spot={spot}
        onDirtyChange={setUploadDirty}
        onUploaded={async (layer) => {
          await refresh();
          setShown((current) => new Set([...current, keyOf(layer)]));
        }}
      />
      {sections.map((section) => (
        <Stack key={section.title} gap="xs">
          <Title order={4}>{section.title}</Title>
          {section.items.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('spots.sheetPage.noLayer')}
            </Text>
          )}
          {section.items.map((layer) =>
            renaming === keyOf(layer) ? (
              <Group key={keyOf(layer)} data-testid="admin-layer">
                <RenameLayerForm
                  spot={spot}
                  layer={layer}
                  onDirtyChange={setRenameDirty}
                  onDone={async (renamed) => {
                    setRenaming(null);
                    if (!renamed) return;
                    await refresh();
                    setShown((current) => {
                      if (!current.has(keyOf(layer))) return current;
                      const next = new Set(current);
                      next.delete(keyOf(layer));
                      next.add(keyOf(renamed));
                      return next;
                    });
                  }}
                />
              </Group>
            ) : (
              <Group
                key={keyOf(layer)}
                justify="space-between"
                wrap="wrap"
                gap="xs"
                data-testid="admin-layer"
              >
                <Checkbox
                  label={layer.Name}
                  checked={shown.has(keyOf(layer))}
                  onChange={() => toggle(keyOf(layer))}
                />
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="subtle"
                    aria-label={t('spots.sheetPage.renameLabel', { name: layer.Name })}
                    disabled={renaming !== null}
                    onClick={() => setRenaming(keyOf(layer))}
                  >
                    {t('spots.sheetPage.rename')}
                  </Button>
                  <LayerHistory spotId={spot.Id} layer={layer} />
                  {!layer.Uploaded && (
                    <Button
                      size="xs"
                      variant="subtle"
                      component={Link}
                      to={paths.admin.layerEditor.to(spot.Id, layer.Name)}
                    >
                      {t('spots.sheetPage.editLayer')}
                    </Button>
                  )}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`${t('spots.sheetPage.deleteLayer')} ${layer.Name}`}
                    onClick={() =>
                      modals.openConfirmModal({
                        title: t('spots.sheetPage.deleteLayer'),
                        children: (
                          <Text size="sm">
                            {t('spots.sheetPage.deleteLayerConfirm', { name: layer.Name })}
                          </Text>
                        ),
                        labels: {
                          confirm: t('spots.sheetPage.deleteLayer'),
                          cancel: t('spots.common.cancel'),
                        },
                        confirmProps: { color: 'red' },
                        onConfirm: () => remove.mutate(layer),
                      })
                    }
                  >
                    ✕
                  </ActionIcon>
                </Group>
              </Group>
            ),
          )}
        </Stack>
      ))}
    </Stack>
  );
}
