import { Anchor, Center, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { unlessUnsaved, useUnsavedChangesGuard } from '../../../lib/forms/unsaved-changes.ts';
import { CriteriaPanel } from '../components/criteria-panel.tsx';
import { useDirtyParts } from '../components/dirty-parts.ts';
import { LayersPanel } from '../components/layers-panel.tsx';
import { LivePanel } from '../components/live-panel.tsx';
import { useAdminSpot } from '../components/use-admin-spot.ts';

const TABS = ['layers', 'criteria', 'live'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * /admin/spot_descriptif/{spot_id}: layers, criteria and live of a spot (`?tab=criteria` opens that
 * tab); a missing or foreign spot goes home. Typed text that is not saved is asked about before
 * switching tabs or leaving the page.
 */
export default function SpotDescriptifPage() {
  const { t } = useTranslation();
  const { spotId } = useParams();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const [tab, setTab] = useState<Tab>(isTab(requested) ? requested : 'layers');
  const { spot, missing } = useAdminSpot(spotId);
  const { dirty, reporter } = useDirtyParts();
  useUnsavedChangesGuard(dirty);
  if (missing) return <Navigate to={paths.home.to()} replace />;
  if (!spot)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <Stack gap="md">
      <Group gap="md" wrap="wrap">
        <Anchor component={Link} to={paths.admin.spots.to()}>
          ← {t('spots.adminList.back')}
        </Anchor>
        <Anchor component={Link} to={paths.homeSpot.to(spot.Id)}>
          {t('spots.common.back')}
        </Anchor>
      </Group>
      <Title order={2}>{t('spots.sheetPage.title', { name: spot.Name })}</Title>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isTab(value) && value !== tab) void unlessUnsaved(dirty, () => setTab(value));
        }}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="layers">{t('spots.sheetPage.layersTab')}</Tabs.Tab>
          <Tabs.Tab value="criteria">{t('spots.sheetPage.criteriaTab')}</Tabs.Tab>
          <Tabs.Tab value="live">{t('spots.sheetPage.liveTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="layers" pt="md">
          <LayersPanel spot={spot} onDirtyChange={reporter('layers')} />
        </Tabs.Panel>
        <Tabs.Panel value="criteria" pt="md">
          <CriteriaPanel spot={spot} onDirtyChange={reporter('criteria')} />
        </Tabs.Panel>
        <Tabs.Panel value="live" pt="md">
          <LivePanel spot={spot} onDirtyChange={reporter('live')} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
