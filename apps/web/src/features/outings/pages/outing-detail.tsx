import type { OutingDetails, Participants } from '@club/shared/api/outings';
import { rowIdOf } from '@club/shared/api/path';
import { isDivingOuting } from '@club/shared/domain/outings';
import { pages } from '@club/shared/pages';
import {
  Anchor,
  Avatar,
  Center,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { useClub } from '../../../lib/club-context.tsx';
import { fileUrl } from '../../../lib/file-url.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useOuting } from '../api/get-outing.ts';
import { outingCalendarFileUrl } from '../api/get-outing-calendar-file.ts';
import { useParticipants } from '../api/get-participants.ts';
import { certificationStepLabel } from '../components/certification-step-label.ts';
import { KindBadge, SeatsBadge } from '../components/outing-badges.tsx';
import { capitalized, useOutingDates } from '../components/outing-dates.ts';
import { useOutingSlots } from '../components/outing-slots.tsx';
import { SignUpPanel } from '../components/sign-up-panel.tsx';
import type { Reader } from '../components/sign-up-state.ts';

const OutingMap = lazy(() => import('../components/outing-map.tsx'));

function NotFoundText() {
  return (
    <Text py="xl" ta="center" size="lg">
      Not found
    </Text>
  );
}

/** A labelled fact of the outing (when, where, price...), left out when empty. */
function Fact({ label, children }: { label: string; children: string }) {
  if (children.trim() === '') return null;
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{children}</Text>
    </Stack>
  );
}

/** Who is going, by first name: members of the club only. */
function WhoIsGoing({ participants }: { participants: Participants }) {
  const { t } = useTranslation();
  const person = (participant: Participants['Confirmed'][number]) => (
    <List.Item key={participant.User_id}>
      <Group gap="xs" wrap="nowrap">
        {/* The first name beside it says who it is: a screen reader skips the picture. */}
        <Avatar
          src={fileUrl(participant.Avatar_url)}
          name={participant.Firstname}
          color="initials"
          size="sm"
          alt=""
        />
        <Text size="sm">{participant.Firstname}</Text>
      </Group>
    </List.Item>
  );
  return (
    <Stack gap="xs" data-testid="who-is-going">
      <Title order={2} size="h4">
        {t('outings.detail.whoIsGoing', { count: participants.Confirmed.length })}
      </Title>
      {participants.Confirmed.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('outings.detail.nobodyYet')}
        </Text>
      ) : (
        <List listStyleType="none" spacing={6}>
          {participants.Confirmed.map(person)}
        </List>
      )}
      {participants.Waiting.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            {t('outings.detail.waitingList', { count: participants.Waiting.length })}
          </Text>
          <List listStyleType="none" spacing={6}>
            {participants.Waiting.map(person)}
          </List>
        </>
      )}
    </Stack>
  );
}

function OutingArticle({ outing }: { outing: OutingDetails }) {
  const { t, i18n } = useTranslation();
  const club = useClub();
  const { user } = useSession();
  const hydrated = useHydrated();
  const { formatRange, formatDateTime } = useOutingDates(i18n.language);
  const isMember = user !== null && user.Club_id === club.Id;
  const reader: Reader =
    user === null
      ? { kind: 'visitor' }
      : isMember
        ? { kind: 'member', userId: user.Id, organism: user.Organism, level: user.Diving_level }
        : { kind: 'outsider' };
  const participants = useParticipants(outing.Id, isMember);
  const { DiveDay } = useOutingSlots();

  return (
    <Container size="md" px={0}>
      <Stack gap="lg" component="article" lang={outing.Language_key}>
        <Anchor component={Link} to={pages.outings.to()} size="sm">
          {t('outings.backToList')}
        </Anchor>
        <Stack gap="xs">
          <Group gap="xs">
            <KindBadge kind={outing.Kind} />
            <SeatsBadge outing={outing} />
          </Group>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {outing.Title}
          </Title>
          <Text fw={600} lang={i18n.language}>
            {capitalized(formatRange(outing.Start, outing.End), i18n.language)}
          </Text>
          {/* Known only to the browser: said once the page is its own, so hydration matches. */}
          {hydrated && Intl.DateTimeFormat().resolvedOptions().timeZone !== club.Time_zone && (
            <Text size="sm" c="dimmed" lang={i18n.language}>
              {t('outings.detail.clubTime', { zone: club.Time_zone })}
            </Text>
          )}
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="md" lang={i18n.language}>
            <SignUpPanel outing={outing} reader={reader} participants={participants.data} />
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Text size="sm" data-testid="seats">
                  {t('outings.detail.seats', { count: outing.Seats, left: outing.Seats_left })}
                  {outing.Waiting_count > 0 &&
                    ` · ${t('outings.detail.waiting', { count: outing.Waiting_count })}`}
                </Text>
                <Text size="sm">
                  {t('outings.minCertificationStep', { level: certificationStepLabel(t, outing.Min_level) })}
                </Text>
                <Text size="sm">
                  {t('outings.detail.deadline', { date: formatDateTime(outing.Deadline) })}
                </Text>
                <Anchor href={outingCalendarFileUrl(outing.Id)} download size="sm" fw={600}>
                  {t('outings.detail.addToCalendar')}
                </Anchor>
              </Stack>
            </Paper>
          </Stack>
          <Stack gap="md">
            <Fact label={t('outings.detail.meetingPoint')}>{outing.Meeting_point}</Fact>
            <Fact label={t('outings.detail.price')}>{outing.Price}</Fact>
            <Fact label={t('outings.detail.gear')}>{outing.Gear_notes}</Fact>
          </Stack>
        </SimpleGrid>

        {/* The member's palanquée, and the board for the managers and the dive director (issue 31). */}
        {user !== null && isMember && isDivingOuting(outing.Kind) && (
          <Suspense fallback={null}>
            <DiveDay outingId={outing.Id} userId={user.Id} />
          </Suspense>
        )}

        {outing.Description !== '' && (
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{outing.Description}</Text>
        )}

        {outing.Spots.length > 0 && (
          <Stack gap="sm" lang={i18n.language}>
            <Title order={2} size="h4">
              {t('outings.detail.spots')}
            </Title>
            <Group gap="md">
              {outing.Spots.map((spot) => (
                <Anchor key={spot.Id} component={Link} to={pages.homeSpot.to(spot.Id)} fw={600}>
                  {spot.Name}
                </Anchor>
              ))}
            </Group>
            {hydrated ? (
              <Suspense fallback={<Skeleton h={{ base: 220, sm: 300 }} radius="md" />}>
                <OutingMap spots={outing.Spots} />
              </Suspense>
            ) : (
              <Skeleton h={{ base: 220, sm: 300 }} radius="md" />
            )}
          </Stack>
        )}

        {isMember && participants.data && <WhoIsGoing participants={participants.data} />}
      </Stack>
    </Container>
  );
}

function OutingPage({ outingId }: { outingId: number }) {
  const club = useClub();
  const outing = useOuting(outingId);
  const title = outing.data?.Title;
  useEffect(() => {
    if (title) document.title = `${title} · ${club.Name}`;
  }, [title, club.Name]);

  if (outing.isPending)
    return (
      <Center py="xl">
        <Loading />
      </Center>
    );
  if (outing.isError) return <NotFoundText />;
  return <OutingArticle outing={outing.data} />;
}

/** /sorties/{outing_id}: an outing in the reader's language, its spots, and signing up for it. */
export default function OutingDetailPage() {
  const { outingId } = useParams();
  const id = rowIdOf(outingId);
  if (id === null) return <NotFoundText />;
  return <OutingPage key={id} outingId={id} />;
}
