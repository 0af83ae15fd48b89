import { pages } from '@club/shared/pages';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClub } from '../../../lib/club-context.tsx';
import { useSpots } from '../../../lib/spots/get-spots-by-club.ts';

/** /admin/replay: each spot of the club with the way to its replays (lives become replays when finished). */
export default function AdminReplaysPage() {
  const { t } = useTranslation();
  const club = useClub();
  const spots = useSpots(club.Id);
  return (
    <Stack gap="sm">
      <Title order={2}>{t('spots.replays.link')}</Title>
      {spots.data?.length === 0 && <Text c="dimmed">{t('spots.map.noSpots')}</Text>}
      <List>
        {spots.data?.map((spot) => (
          <List.Item key={spot.Id}>
            <Anchor component={Link} to={pages.replays.to(spot.Id)}>
              {spot.Name}
            </Anchor>{' '}
            ·{' '}
            <Anchor component={Link} to={pages.admin.spotAdmin.to(spot.Id)}>
              {t('spots.admin.spotAdmin')}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
