import { getLayers, type Layer } from '@club/shared/api/layers';
import { getMedia, type Media } from '@club/shared/api/spots';
import { Alert, Button, Group, Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callQuery } from '../../../lib/calls.ts';
import { keptFormatter } from '../../../lib/kept-formatter.ts';
import { storedLanguage } from '../../../lib/language.ts';
import { useOnline } from '../../../lib/use-online.ts';
import {
  type AreaDownload,
  removeArea,
  startAreaDownload,
  stopAreaDownload,
  useAreaDownload,
} from './area-download.ts';
import { type AreaSpot, estimatedOtherBytes, spotItems, tileItems } from './area-items.ts';
import { planWithinCap } from './area-plan.ts';
import type { OfflineArea } from './save-area.ts';

const MEGABYTE = 1_000_000;

/** The spots' media and layers, read before the estimate (they name the files to store). */
function useSpotsContent(spots: AreaSpot[]) {
  const combine = useCallback(
    (results: UseQueryResult<Media[] | Layer[]>[]) => {
      if (!results.every((result) => result.isSuccess))
        return { data: null, isError: results.some((result) => result.isError) };
      // Three reads a spot: its media, its drawn layers, its uploaded ones.
      const of = (index: number) => results[index]?.data ?? [];
      return {
        data: {
          mediaBySpot: new Map(spots.map((spot, index) => [spot.Id, of(3 * index) as Media[]])),
          layersBySpot: new Map(
            spots.map((spot, index) => [spot.Id, [...of(3 * index + 1), ...of(3 * index + 2)] as Layer[]]),
          ),
        },
        isError: false,
      };
    },
    [spots],
  );
  return useQueries({
    queries: spots.flatMap((spot) =>
      [
        callQuery(getMedia, { params: { spotId: spot.Id } }),
        callQuery(getLayers, { params: { spotId: spot.Id, uploadedFlag: 0 } }),
        callQuery(getLayers, { params: { spotId: spot.Id, uploadedFlag: 1 } }),
      ].map((query) => ({ ...query, staleTime: 60_000 })),
    ),
    combine,
  });
}

/** Space the browser may still give this site, when it says. */
function useFreeSpace(): number | null {
  const [free, setFree] = useState<number | null>(null);
  useEffect(() => {
    navigator.storage
      ?.estimate?.()
      .then(({ quota, usage }) => {
        if (quota !== undefined) setFree(quota - (usage ?? 0));
      })
      .catch(() => undefined);
  }, []);
  return free;
}

function useFormats() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const megabytes = new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    });
    const count = new Intl.NumberFormat(i18n.language);
    const date = keptFormatter(i18n.language, {
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
    });
    return {
      size: (bytes: number) => megabytes.format(Math.max(bytes / MEGABYTE, bytes > 0 ? 0.1 : 0)),
      count: (value: number) => count.format(value),
      date: (iso: string) => date.format(new Date(iso)),
    };
  }, [i18n.language]);
}

function OfflineAreaSummary({ saved }: { saved: OfflineArea }) {
  const { t } = useTranslation();
  const format = useFormats();
  return (
    <Alert
      color={saved.stoppedBy === null && saved.failed === 0 ? 'teal' : 'orange'}
      data-testid="offline-area"
    >
      <Text size="sm" fw={600}>
        {t('offline.area.saved', {
          date: format.date(saved.savedAt),
          size: format.size(saved.bytes),
          tiles: format.count(saved.tiles),
        })}
      </Text>
      {saved.stoppedBy !== null && <Text size="sm">{t(`offline.area.stopped.${saved.stoppedBy}`)}</Text>}
      {saved.failed > 0 && <Text size="sm">{t('offline.area.failed', { count: saved.failed })}</Text>}
    </Alert>
  );
}

function DownloadProgress({ progress }: { progress: NonNullable<AreaDownload['progress']> }) {
  const { t } = useTranslation();
  const format = useFormats();
  const percent = progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100);
  return (
    <Stack gap={4}>
      <Progress
        value={percent}
        size="lg"
        aria-label={t('offline.area.progressLabel')}
        data-testid="offline-area-progress"
      />
      <Text size="sm" aria-live="polite">
        {t('offline.area.progress', {
          done: format.count(progress.done),
          total: format.count(progress.total),
          size: format.size(progress.bytes),
        })}
      </Text>
    </Stack>
  );
}

/**
 * "Save the area for offline" (issue 15): what the button stores, how much it will weigh before
 * anything is downloaded, a progress bar while it downloads, what is stored and its removal.
 */
export default function OfflineAreaModal({
  spots,
  clubId,
  tileTemplate,
  capMegabytes,
  onClose,
}: {
  spots: AreaSpot[];
  clubId: number;
  tileTemplate: string;
  capMegabytes: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const format = useFormats();
  const online = useOnline();
  const download = useAreaDownload();
  const content = useSpotsContent(spots);
  const free = useFreeSpace();
  const capBytes = capMegabytes * MEGABYTE;

  const plan = useMemo(() => {
    if (!content.data) return null;
    const places = spots.map((spot) => ({ latitude: spot.Latitude, longitude: spot.Longitude }));
    const others = spotItems({ clubId, spots, ...content.data, origin: window.location.origin });
    const tiles = planWithinCap(places, capBytes, estimatedOtherBytes(others));
    const items = [
      ...others,
      ...tileItems(tiles.tiles, tileTemplate, { retina: window.devicePixelRatio > 1 }),
    ];
    return { ...tiles, items };
  }, [content.data, spots, clubId, tileTemplate, capBytes]);

  const saving = download.progress !== null;
  const save = () => {
    if (!plan) return;
    startAreaDownload({
      items: plan.items,
      capBytes,
      spotMaxZoom: plan.spotMaxZoom,
      readHeaders: { 'Accept-Language': storedLanguage(), Language: storedLanguage() },
    });
  };

  return (
    <Modal opened onClose={onClose} title={t('offline.area.title')} centered size="md">
      <Stack gap="sm">
        <Text size="sm">{t('offline.area.intro', { count: spots.length })}</Text>
        {download.saved && !saving && <OfflineAreaSummary saved={download.saved} />}
        {download.failed && (
          <Alert color="red" role="alert">
            {t('offline.area.error')}
          </Alert>
        )}
        {saving && download.progress ? (
          <DownloadProgress progress={download.progress} />
        ) : content.isError ? (
          <Alert color="orange">{t('offline.area.unreadable')}</Alert>
        ) : plan === null ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('offline.area.estimating')}</Text>
          </Group>
        ) : (
          <Stack gap={2} data-testid="offline-area-estimate">
            <Text size="sm" fw={600}>
              {t('offline.area.estimate', {
                size: format.size(plan.estimatedBytes),
                tiles: format.count(plan.tiles.length),
                zoom: plan.spotMaxZoom,
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {plan.reduced
                ? t('offline.area.reduced', { zoom: plan.spotMaxZoom, cap: format.size(capBytes) })
                : t('offline.area.cap', { cap: format.size(capBytes) })}
            </Text>
            {free !== null && free < plan.estimatedBytes && (
              <Text size="xs" c="var(--mantine-color-orange-light-color)">
                {t('offline.area.noSpace', { free: format.size(free) })}
              </Text>
            )}
          </Stack>
        )}
        {!online && !saving && (
          <Text size="sm" c="var(--mantine-color-orange-light-color)">
            {t('offline.area.needsNetwork')}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          {download.saved && !saving && (
            <Button variant="subtle" color="red" onClick={removeArea}>
              {t('offline.area.remove')}
            </Button>
          )}
          {saving ? (
            <Button variant="default" onClick={stopAreaDownload}>
              {t('offline.area.stop')}
            </Button>
          ) : (
            <Button onClick={save} disabled={plan === null || !online}>
              {download.saved ? t('offline.area.update') : t('offline.area.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
