import { Anchor, Center, Loader, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { CriteriaPanel } from '../components/criteria-panel.tsx';
import { LayersPanel } from '../components/layers-panel.tsx';
import { LivePanel } from '../components/live-panel.tsx';
import { useAdminSpot } from '../components/use-admin-spot.ts';

/** /admin/spot_descriptif/{spot_id}: layers, criteria and live of a spot; a missing or foreign spot goes home. */
export default function SpotDescriptifPage() {
  const { t } = useTranslation();
  const { spotId } = useParams();
  const { spot, missing } = useAdminSpot(spotId);
  if (missing) return <Navigate to={paths.home.to()} replace />;
  if (!spot)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.homeSpot.to(spot.Id)}>
        ← {t('spots.common.back')}
      </Anchor>
      <Title order={2}>{t('spots.sheetPage.title', { name: spot.Name })}</Title>
      <Tabs defaultValue="layers" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="layers">{t('spots.sheetPage.layersTab')}</Tabs.Tab>
          <Tabs.Tab value="criteria">{t('spots.sheetPage.criteriaTab')}</Tabs.Tab>
          <Tabs.Tab value="live">{t('spots.sheetPage.liveTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="layers" pt="md">
          <LayersPanel spot={spot} />
        </Tabs.Panel>
        <Tabs.Panel value="criteria" pt="md">
          <CriteriaPanel spot={spot} />
        </Tabs.Panel>
        <Tabs.Panel value="live" pt="md">
          <LivePanel spot={spot} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
