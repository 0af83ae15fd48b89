import type { Spot, SpotInfos } from '@club/shared/api/spots';
import { liveEmbedUrl } from '@club/shared/domain/live-url';
import { canEnterAdmin } from '@club/shared/domain/roles';
import {
  AspectRatio,
  Badge,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ServerKeptText } from '../../../lib/server-kept-text.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { useSpotInfos } from '../../../lib/spots/get-infos.ts';
import { countryNamer } from './home-spots-context.tsx';
import { SpotAdminActions } from './spot-admin-actions.tsx';

const ThreeDModal = lazy(() => import('./three-d-modal.tsx'));

function Criterion({ label, value }: { label: string; value: ReactNode }) {
  if (!value) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

function monthName(month: number | null, language: string): string | null {
  if (month === null) return null;
  return new Intl.DateTimeFormat(language, { month: 'long' }).format(new Date(2024, month - 1, 1));
}

function Criteria({ infos }: { infos: SpotInfos }) {
  const { t, i18n } = useTranslation();
  const withOrientation = (value: string | null, orientation: string | null) =>
    [value, orientation ? `(${orientation})` : null].filter(Boolean).join(' ') || null;
  const { Best_month_from: fromMonth, Best_month_to: toMonth } = infos;
  const months =
    fromMonth === null && toMonth === null ? null : (
      <ServerKeptText
        value={`${i18n.language} ${fromMonth} ${toMonth}`}
        write={() =>
          t('spots.criteria.monthRange', {
            from: monthName(fromMonth, i18n.language) ?? '…',
            to: monthName(toMonth, i18n.language) ?? '…',
          })
        }
      />
    );
  const codes = (kind: string, values: number[]) =>
    values.map((value) => t(`spots.criteria.${kind}.${value}`));
  return (
    <Stack gap="sm" data-testid="spot-criteria">
      {infos.Description && (
        <Typography>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server when saved (modules/spots/service.ts) */}
          <div dangerouslySetInnerHTML={{ __html: infos.Description }} />
        </Typography>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <Criterion label={t('spots.criteria.requiredLevel')} value={infos.Required_level} />
        <Criterion label={t('spots.criteria.difficulty')} value={infos.Difficulty} />
        <Criterion label={t('spots.criteria.accessibility')} value={infos.Accessibility} />
        <Criterion label={t('spots.criteria.visibility')} value={infos.Visibility} />
        <Criterion
          label={t('spots.criteria.dominantFlux')}
          value={withOrientation(infos.Dominant_flux, infos.Dominant_flux_orientation)}
        />
        <Criterion
          label={t('spots.criteria.dominantWind')}
          value={withOrientation(infos.Dominant_wind, infos.Dominant_wind_orientation)}
        />
        <Criterion label={t('spots.criteria.bestMonths')} value={months} />
      </SimpleGrid>
      {[
        ['access', infos.Access],
        ['interest', infos.Interest_points],
        ['hours', infos.Best_hours],
      ].map(([kind, values]) =>
        (values as number[]).length > 0 ? (
          <div key={kind as string}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`spots.criteria.${kind}.label`)}
            </Text>
            <Group gap={6} mt={4}>
              {codes(kind as string, values as number[]).map((label) => (
                <Badge key={label} variant="light">
                  {label}
                </Badge>
              ))}
            </Group>
          </div>
        ) : null,
      )}
    </Stack>
  );
}

/** The sheet of the selected spot, under the map: place, picture, criteria in the visitor's language, live, 3D. */
export function SpotSheet({ spot }: { spot: Spot }) {
  const { t, i18n } = useTranslation();
  const infos = useSpotInfos(spot.Id);
  const { role } = useSession();
  const [threeD, threeDModal] = useDisclosure(false);
  const { Town, Region, Country_code } = spot;
  const place =
    Town || Region || Country_code ? (
      <ServerKeptText
        value={`${i18n.language} ${Town} ${Region} ${Country_code}`}
        write={() =>
          [Town, Region, Country_code ? countryNamer(i18n.language)(Country_code) : null]
            .filter(Boolean)
            .join(', ')
        }
      />
    ) : null;

  return (
    <Card withBorder radius="md" padding="lg" data-testid="spot-sheet">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2}>{spot.Name}</Title>
            {place && <Text c="dimmed">{place}</Text>}
          </div>
          <Group gap="xs">
            {spot.Live && <Badge color="red">{t('spots.live.badge')}</Badge>}
            {spot.File_3d_url && (
              <Button variant="light" onClick={threeDModal.open}>
                {t('spots.threeD.open')}
              </Button>
            )}
            <Button variant="subtle" component={Link} to={paths.replays.to(spot.Id)}>
              {t('spots.replays.link')}
            </Button>
          </Group>
        </Group>
        {spot.Live && spot.Live_url && (
          <AspectRatio ratio={16 / 9} maw={720}>
            <iframe
              src={liveEmbedUrl(spot.Live_url)}
              title={t('spots.live.player', { name: spot.Name })}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
              style={{ border: 0 }}
            />
          </AspectRatio>
        )}
        {spot.Picture && (
          <Image src={spot.Picture} alt={spot.Name} mah={280} w="auto" fit="contain" radius="sm" />
        )}
        {infos.data ? (
          <Criteria infos={infos.data} />
        ) : (
          infos.isSuccess && (
            <Text c="dimmed" size="sm">
              {t('spots.criteria.none')}
            </Text>
          )
        )}
        {canEnterAdmin(role) && <SpotAdminActions spot={spot} />}
      </Stack>
      {threeD && spot.File_3d_url && (
        <Suspense fallback={null}>
          <ThreeDModal url={spot.File_3d_url} title={spot.Name} onClose={threeDModal.close} />
        </Suspense>
      )}
    </Card>
  );
}
