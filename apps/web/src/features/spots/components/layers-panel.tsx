import { errorCodes } from '@club/shared/api/errors';
import { deleteLayer, type Layer, type Spot, uploadKmlFile } from '@club/shared/api/spots';
import { hasKmlExtension, layerNameFromFileName } from '@club/shared/domain/layer-name';
import { ActionIcon, Button, Checkbox, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { callApi, isApiError } from '../../../lib/api-client.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { createBaseMap } from '../../../lib/map/base-map.ts';
import { fetchKml, layerToLeaflet, markerIcon } from '../../../lib/map/kml-overlays.ts';
import { spotKeys, useMapConfig, useSpotLayers } from '../../../lib/spots/queries.ts';

const keyOf = (layer: Layer) => `${layer.Uploaded ? 1 : 0}/${layer.Name}`;

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

/** The layers tab: drawn and uploaded layers, each shown or hidden on the preview, edited, deleted; KML upload. */
export function LayersPanel({ spot }: { spot: Spot }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const layers = useSpotLayers(spot.Id);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const refresh = () => queryClient.invalidateQueries({ queryKey: spotKeys.layers(spot.Id) });

  const upload = useMutation({
    mutationFn: async (file: File) =>
      callApi(uploadKmlFile, {
        body: {
          Name: layerNameFromFileName(file.name),
          Data: await file.text(),
          Spot_id: spot.Id,
          Uploaded: true,
        },
      }),
    onSuccess: async (layer) => {
      await refresh();
      setShown((current) => new Set([...current, keyOf(layer)]));
      flashSuccess(t('spots.common.saved'));
    },
    onError: (error) => {
      if (isApiError(error, errorCodes.notKml)) notKmlNotice();
      else if (isApiError(error, errorCodes.layerExists))
        notifications.show({ message: t('spots.sheetPage.layerExists'), color: 'orange' });
      else showErrorDialog(t);
    },
  });
  const remove = useMutation({
    mutationFn: (layer: Layer) =>
      callApi(deleteLayer, {
        params: { name: layer.Name, spotId: spot.Id, uploadedFlag: layer.Uploaded ? 1 : 0 },
      }),
    onSuccess: () => refresh(),
    onError: () => showErrorDialog(t),
  });

  function notKmlNotice() {
    notifications.show({
      title: t('spots.picture.errorTitle'),
      message: t('spots.sheetPage.notKml'),
      color: 'red',
    });
  }

  function pick(file: File | null) {
    if (!file) return;
    if (!hasKmlExtension(file.name)) {
      notKmlNotice();
      return;
    }
    upload.mutate(file);
  }

  const all = layers.data ?? [];
  const sections = [
    { title: t('spots.sheetPage.drawn'), items: all.filter((layer) => !layer.Uploaded) },
    { title: t('spots.sheetPage.uploaded'), items: all.filter((layer) => layer.Uploaded) },
  ];

  return (
    <Stack gap="md">
      <LayersPreview spot={spot} layers={all} shown={shown} />
      <Group>
        <Button component={Link} to={paths.admin.layerCreation.to(spot.Id)}>
          {t('spots.admin.newLayer')}
        </Button>
        <FileButton onChange={pick} accept=".kml,application/vnd.google-earth.kml+xml">
          {(props) => (
            <Button variant="light" loading={upload.isPending} {...props}>
              {t('spots.sheetPage.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      {sections.map((section) => (
        <Stack key={section.title} gap="xs">
          <Title order={4}>{section.title}</Title>
          {section.items.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('spots.sheetPage.noLayer')}
            </Text>
          )}
          {section.items.map((layer) => (
            <Group key={keyOf(layer)} justify="space-between" data-testid="admin-layer">
              <Checkbox
                label={layer.Name}
                checked={shown.has(keyOf(layer))}
                onChange={() =>
                  setShown((current) => {
                    const next = new Set(current);
                    if (next.has(keyOf(layer))) next.delete(keyOf(layer));
                    else next.add(keyOf(layer));
                    return next;
                  })
                }
              />
              <Group gap="xs">
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
                        <Text size="sm">{t('spots.sheetPage.deleteLayerConfirm', { name: layer.Name })}</Text>
                      ),
                      labels: { confirm: t('spots.sheetPage.deleteLayer'), cancel: t('spots.common.cancel') },
                      confirmProps: { color: 'red' },
                      onConfirm: () => remove.mutate(layer),
                    })
                  }
                >
                  ✕
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
