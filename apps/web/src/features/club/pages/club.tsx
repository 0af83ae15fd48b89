import { pages } from '@club/shared/pages';
import { Anchor, Avatar, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClubPicture } from '../../../components/club-picture.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useCarousel } from '../../../lib/club-carousel.ts';
import { useClub } from '../../../lib/club-context.tsx';
import { fileUrl } from '../../../lib/file-url.ts';
import { useClubInfos, useMemberCount, useMembersPages } from '../api/public-club.ts';
import { FacebookPage } from '../components/facebook-page.tsx';
import classes from './club.module.css';

/** The club's logo and name: over its picture (a hero) when it has one, as the page's heading otherwise. */
function ClubHeading() {
  const { t } = useTranslation();
  const club = useClub();
  const carousel = useCarousel(club.Id);
  const picture = carousel.data?.[0]?.Picture_url;
  const logo = club.Logo_url && (
    <img src={club.Logo_url} alt={t('clubPages.logoAlt', { name: club.Name })} className={classes.logo} />
  );
  if (picture) {
    return (
      <ClubPicture src={picture} variant="hero">
        {logo}
        <Title order={1} c="white" className={classes.name}>
          {club.Name}
        </Title>
      </ClubPicture>
    );
  }
  return (
    <Group gap="md" align="center" wrap="nowrap">
      {logo}
      <Title order={1} className={classes.name}>
        {club.Name}
      </Title>
    </Group>
  );
}

/**
 * /club: the club's picture, information in the visitor's language, its member count and paged
 * members.
 */
export default function ClubPage() {
  const { t } = useTranslation();
  const club = useClub();
  const infos = useClubInfos(club.Id);
  const count = useMemberCount(club.Id);
  const members = useMembersPages(club.Id);
  const list = members.data?.pages.flat() ?? [];

  return (
    <Stack gap="lg">
      <ClubHeading />
      {infos.data ? (
        <Stack gap="sm" data-testid="club-infos">
          {infos.data.Description && <Text style={{ whiteSpace: 'pre-line' }}>{infos.data.Description}</Text>}
          {infos.data.Opening && (
            <>
              <Title order={2} size="h4">
                {t('clubPages.opening')}
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }}>{infos.data.Opening}</Text>
            </>
          )}
        </Stack>
      ) : (
        infos.isSuccess && <Text c="dimmed">{t('clubPages.noText')}</Text>
      )}
      {club.Phone && (
        <Text>
          {t('clubPages.phone')}{' '}
          <Anchor href={`tel:${club.Phone.replace(/[^\d+]/g, '')}`}>{club.Phone}</Anchor>
        </Text>
      )}
      <FacebookPage link={club.Facebook_link} />

      <Title order={2}>{t('clubPages.members', { count: count.data ?? 0 })}</Title>
      {members.isSuccess && list.length === 0 && (
        <EmptyState
          testId="members-empty"
          manage={{ to: pages.admin.clubSection.to('members'), label: t('emptyState.membersManage') }}
        >
          {t('emptyState.members')}
        </EmptyState>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {list.map((member) => {
          const name = `${member.Firstname} ${member.Lastname}`;
          return (
            <Card key={member.Id} withBorder padding="sm">
              <Group gap="sm" wrap="nowrap">
                <Avatar
                  src={fileUrl(member.Avatar_url)}
                  name={name}
                  color="initials"
                  alt=""
                  imageProps={{ loading: 'lazy' }}
                />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {name}
                  </Text>
                  {member.Nickname && (
                    <Text size="sm" c="dimmed" truncate>
                      {member.Nickname}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
      {members.hasNextPage && (
        <Group justify="center">
          <Button
            variant="light"
            onClick={() => members.fetchNextPage()}
            loading={members.isFetchingNextPage}
          >
            {t('clubPages.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
