import { pages } from '@club/shared/pages';
import { Anchor, Center, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { unlessUnsaved, useUnsavedChangesGuard } from '../../../lib/forms/unsaved-changes.ts';
import { useDirtyParts } from '../components/dirty-parts.ts';
import { LayersPanel } from '../components/layers-panel.tsx';
import { LivePanel } from '../components/live-panel.tsx';
import { SpotInfosPanel } from '../components/spot-infos-panel.tsx';
import { useAdminSpot } from '../components/use-admin-spot.ts';

const TABS = ['layers', 'infos', 'live'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * /admin/spot_descriptif/{spot_id}: layers, infos and live of a spot (`?tab=infos` opens that
 * tab); a missing or foreign spot goes home. Typed text that is not saved is asked about before
 * switching tabs or leaving the page.
 */
export default function SpotAdminPage() {
  const { t } = useTranslation();
  const { spotId } = useParams();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const [tab, setTab] = useState<Tab>(isTab(requested) ? requested : 'layers');
  const { spot, missing } = useAdminSpot(spotId);
  const { dirty, reporter } = useDirtyParts();
  useUnsavedChangesGuard(dirty);
  if (missing) return <Navigate to={pages.home.to()} replace />;
  if (!spot)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <Stack gap="md">
      <Group gap="md" wrap="wrap">
        <Anchor component={Link} to={pages.admin.spots.to()}>
          ← {t('spots.adminList.back')}
        </Anchor>
        <Anchor component={Link} to={pages.homeSpot.to(spot.Id)}>
          {t('spots.common.back')}
        </Anchor>
      </Group>
      <Title order={2}>{t('spots.spotAdmin.title', { name: spot.Name })}</Title>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isTab(value) && value !== tab) void unlessUnsaved(dirty, () => setTab(value));
        }}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="layers">{t('spots.spotAdmin.layersTab')}</Tabs.Tab>
          <Tabs.Tab value="infos">{t('spots.spotAdmin.infosTab')}</Tabs.Tab>
          <Tabs.Tab value="live">{t('spots.spotAdmin.liveTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="layers" pt="md">
          <LayersPanel spot={spot} onDirtyChange={reporter('layers')} />
        </Tabs.Panel>
        <Tabs.Panel value="infos" pt="md">
          <SpotInfosPanel spot={spot} onDirtyChange={reporter('infos')} />
        </Tabs.Panel>
        <Tabs.Panel value="live" pt="md">
          <LivePanel spot={spot} onDirtyChange={reporter('live')} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
