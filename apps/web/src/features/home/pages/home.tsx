import { Stack, Title } from '@mantine/core';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { useClub } from '../../../lib/club-context.tsx';
import { LastNewsCard } from '../../news/components/last-news-card.tsx';

/** Home (`/`, `/home/{spot_id}` and any unknown path). The spot map comes with a later version. */
export default function HomePage() {
  const club = useClub();
  return (
    <Stack gap="md">
      <Title order={1}>{club.Name}</Title>
      <ComingSoon />
      <LastNewsCard />
    </Stack>
  );
}
