import type { Layer, LayerVersion } from '@club/shared/api/layers';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { createBaseMap } from '../../../lib/map/base-map.ts';
import { layerToLeaflet, parseKmlText } from '../../../lib/map/kml-shapes.ts';
import { useMapConfig } from '../../../lib/spots/get-map-config.ts';
import { useLayerVersion } from '../api/get-layer-version.ts';
import { useLayerVersions } from '../api/get-layer-versions.ts';
import { useRestoreLayerVersion } from '../api/restore-layer-version.ts';

interface LayerRef {
  spotId: number;
  layer: Layer;
}

/** A version's KML on a small map, fitted to what it draws. */
function VersionPreview({ spotId, layer, version }: LayerRef & { version: number }) {
  const { t } = useTranslation();
  const config = useMapConfig();
  const element = useRef<HTMLDivElement>(null);
  const kml = useLayerVersion(spotId, layer, version);
  const data = kml.data?.Data;
  const tileUrl = config.data?.Tile_url;

  useEffect(() => {
    if (!element.current || tileUrl === undefined || data === undefined) return;
    const map = createBaseMap(element.current, {
      tileUrl,
      unavailableLabel: t('spots.map.imageryUnavailable'),
    });
    // A circle measures its bounds through the map's view, so the map has one before the layer.
    map.setView([0, 0], 2);
    const group = layerToLeaflet(parseKmlText(data), { followLinks: false }).addTo(map);
    // The modal may still be opening: the map measures its box once it is laid out.
    const fit = () => {
      map.invalidateSize();
      const bounds = group.getBounds();
      if (bounds.isValid()) map.fitBounds(bounds, { maxZoom: 17, padding: [16, 16] });
    };
    fit();
    const timer = window.setTimeout(fit, 250);
    element.current.dataset.shapes = String(group.getLayers().length);
    return () => {
      window.clearTimeout(timer);
      map.remove();
    };
  }, [data, tileUrl, t]);

  if (kml.isError) return <Text c="red">{t('spots.layerVersions.previewError')}</Text>;
  return (
    <div
      ref={element}
      data-testid="layer-version-preview"
      data-version={version}
      style={{ height: 260, borderRadius: 8 }}
    />
  );
}

function VersionRow({
  version,
  previewing,
  restoring,
  onPreview,
  onRestore,
}: {
  version: LayerVersion;
  previewing: boolean;
  restoring: boolean;
  onPreview(): void;
  onRestore(): void;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(version.Saved_at),
  );
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="layer-version">
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {t('spots.layerVersions.version', { version: version.Version })} · {date}
        </Text>
        <Text size="xs" c="dimmed">
          {version.Saved_by ?? t('spots.layerVersions.unknownAuthor')}
        </Text>
      </Stack>
      <Group gap="xs">
        <Button size="xs" variant={previewing ? 'filled' : 'light'} onClick={onPreview}>
          {t('spots.layerVersions.preview')}
        </Button>
        <Button size="xs" variant="default" loading={restoring} onClick={onRestore}>
          {t('spots.layerVersions.restore')}
        </Button>
      </Group>
    </Group>
  );
}

/**
 * A layer's versions button ("History"): a popup listing its earlier versions (date in the page's
 * language, author), each previewed on a small map or restored after a confirmation. A restore is a
 * save, so the spot's layers are read again; `onRestored` lets the page reload what it shows.
 */
export function LayerVersions({ spotId, layer, onRestored }: LayerRef & { onRestored?(layer: Layer): void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [previewed, setPreviewed] = useState<number | null>(null);
  const versions = useLayerVersions(spotId, layer, opened);

  const restore = useRestoreLayerVersion(spotId, layer, {
    onSuccess: () => {
      setOpened(false);
      setPreviewed(null);
      flashSuccess(t('spots.layerVersions.restored'));
    },
    onRefreshed: (restored) => onRestored?.(restored),
    onError: () => showErrorDialog(t),
  });

  const confirmRestore = (version: number) =>
    modals.openConfirmModal({
      title: t('spots.layerVersions.restore'),
      children: (
        <Text size="sm">{t('spots.layerVersions.restoreConfirm', { version, name: layer.Name })}</Text>
      ),
      labels: { confirm: t('spots.layerVersions.restore'), cancel: t('spots.common.cancel') },
      onConfirm: () => restore.mutate(version),
    });

  const list = versions.data ?? [];
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        aria-label={t('spots.layerVersions.openLabel', { name: layer.Name })}
        onClick={() => setOpened(true)}
      >
        {t('spots.layerVersions.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          setOpened(false);
          setPreviewed(null);
        }}
        title={t('spots.layerVersions.title', { name: layer.Name })}
        size="lg"
      >
        <Stack gap="sm" data-testid="layer-versions">
          {versions.isPending && <Loader size="sm" />}
          {versions.isError && <Text c="red">{t('spots.layerVersions.loadError')}</Text>}
          {versions.isSuccess && list.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('spots.layerVersions.empty')}
            </Text>
          )}
          {previewed !== null && <VersionPreview spotId={spotId} layer={layer} version={previewed} />}
          {list.map((version) => (
            <VersionRow
              key={version.Version}
              version={version}
              previewing={previewed === version.Version}
              restoring={restore.isPending && restore.variables === version.Version}
              onPreview={() => setPreviewed(version.Version)}
              onRestore={() => confirmRestore(version.Version)}
            />
          ))}
        </Stack>
      </Modal>
    </>
  );
}
