import { canEnterAdmin } from '@club/shared/domain/roles';
import {
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-context.tsx';
import { layerKey, useHomeSpots } from './home-spots-context.tsx';
import { AddSpotButton } from './spot-admin-actions.tsx';
import { SpotMediaSlider } from './spot-media-slider.tsx';
import { SpotSearch } from './spot-search.tsx';

/** The side menu of the map: the spots tab (search box and list) and the layers tab, then the spot's media. */
export function SpotSideMenu({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation();
  const {
    visibleSpots,
    selected,
    select,
    unselect,
    layers,
    activeLayers,
    toggleLayer,
    tab,
    setTab,
    pick,
    setPick,
  } = useHomeSpots();
  const { role } = useSession();

  return (
    <Stack gap="sm" data-testid="spot-side-menu">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{selected ? selected.Name : t('spots.menu.title')}</Text>
        {onClose && <CloseButton onClick={onClose} aria-label={t('spots.menu.close')} />}
      </Group>
      {canEnterAdmin(role) && <AddSpotButton />}
      {selected && (
        <Button variant="light" size="xs" onClick={unselect}>
          {t('spots.menu.showAll')}
        </Button>
      )}
      <Tabs value={tab} onChange={(value) => setTab(value === 'layers' ? 'layers' : 'spots')}>
        <Tabs.List grow>
          <Tabs.Tab value="spots">{t('spots.menu.spotsTab')}</Tabs.Tab>
          <Tabs.Tab value="layers" disabled={!selected}>
            {t('spots.menu.layersTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="spots" pt="sm">
          <Stack gap="xs">
            <SpotSearch />
            {pick && (
              <Group gap="xs">
                <Badge variant="light">{pick.value}</Badge>
                <Button variant="subtle" size="compact-xs" onClick={() => setPick(null)}>
                  {t('spots.search.clear')}
                </Button>
              </Group>
            )}
            <ScrollArea.Autosize mah={320} type="auto">
              <nav aria-label={t('spots.menu.spotList')}>
                {visibleSpots.map((spot) => (
                  <NavLink
                    key={spot.Id}
                    component="button"
                    label={spot.Name}
                    description={[spot.Town, spot.Region].filter(Boolean).join(', ')}
                    active={selected?.Id === spot.Id}
                    onClick={() => select(spot.Id)}
                  />
                ))}
              </nav>
            </ScrollArea.Autosize>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="layers" pt="sm">
          {layers.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('spots.layers.none')}
            </Text>
          ) : (
            <Stack gap="xs" role="group" aria-label={t('spots.menu.layersTab')}>
              {layers.map((layer) => (
                <Checkbox
                  key={layerKey(layer)}
                  label={layer.Name}
                  checked={activeLayers.has(layerKey(layer))}
                  onChange={() => toggleLayer(layerKey(layer))}
                />
              ))}
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
      {selected && <SpotMediaSlider spotId={selected.Id} />}
    </Stack>
  );
}
