import type { Spot, SpotInfos } from '@club/shared/api/spots';
import { liveEmbedUrl } from '@club/shared/domain/live-url';
import { canEnterAdmin } from '@club/shared/domain/roles';
import { pages } from '@club/shared/pages';
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
import { lazy, memo, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServerKeptText } from '../../../lib/server-kept-text.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { useSpotInfos } from '../../../lib/spots/get-infos.ts';
import { countryNamer } from './home-spots-context.tsx';
import { SpotAdminActions } from './spot-admin-actions.tsx';

const Model3dModal = lazy(() => import('./model3d-modal.tsx'));

function SpotInfosRow({ label, value }: { label: string; value: ReactNode }) {
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

function SpotInfosView({ infos }: { infos: SpotInfos }) {
  const { t, i18n } = useTranslation();
  const withOrientation = (value: string | null, orientation: string | null) =>
    [value, orientation ? `(${orientation})` : null].filter(Boolean).join(' ') || null;
  const { Best_month_from: fromMonth, Best_month_to: toMonth } = infos;
  const months =
    fromMonth === null && toMonth === null ? null : (
      <ServerKeptText
        value={`${i18n.language} ${fromMonth} ${toMonth}`}
        write={() =>
          t('spots.infos.monthRange', {
            from: monthName(fromMonth, i18n.language) ?? '…',
            to: monthName(toMonth, i18n.language) ?? '…',
          })
        }
      />
    );
  const codes = (kind: string, values: number[]) => values.map((value) => t(`spots.infos.${kind}.${value}`));
  return (
    <Stack gap="sm" data-testid="spot-infos">
      {infos.Description && (
        <Typography>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server when saved (modules/spots/service.ts) */}
          <div dangerouslySetInnerHTML={{ __html: infos.Description }} />
        </Typography>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <SpotInfosRow label={t('spots.infos.requiredLevel')} value={infos.Required_level} />
        <SpotInfosRow label={t('spots.infos.difficulty')} value={infos.Difficulty} />
        <SpotInfosRow label={t('spots.infos.accessibility')} value={infos.Accessibility} />
        <SpotInfosRow label={t('spots.infos.visibility')} value={infos.Visibility} />
        <SpotInfosRow
          label={t('spots.infos.dominantFlux')}
          value={withOrientation(infos.Dominant_flux, infos.Dominant_flux_orientation)}
        />
        <SpotInfosRow
          label={t('spots.infos.dominantWind')}
          value={withOrientation(infos.Dominant_wind, infos.Dominant_wind_orientation)}
        />
        <SpotInfosRow label={t('spots.infos.bestMonths')} value={months} />
      </SimpleGrid>
      {[
        ['access', infos.Access],
        ['interest', infos.Interest_points],
        ['hours', infos.Best_hours],
      ].map(([kind, values]) =>
        (values as number[]).length > 0 ? (
          <div key={kind as string}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`spots.infos.${kind}.label`)}
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

/**
 * The panel of the selected spot, under the map: place, picture, infos in the visitor's language, live, 3D.
 * Rendered again only when its spot changes (not with every change of the home's state: the layers
 * shown, the menu, the phone layout measured once hydration is over).
 */
export const SpotPanel = memo(function SpotPanel({ spot }: { spot: Spot }) {
  const { t, i18n } = useTranslation();
  const infos = useSpotInfos(spot.Id);
  const { role } = useSession();
  const [model3d, model3dModal] = useDisclosure(false);
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
    <Card withBorder radius="md" padding="lg" data-testid="spot-panel">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2}>{spot.Name}</Title>
            {place && <Text c="dimmed">{place}</Text>}
          </div>
          <Group gap="xs">
            {spot.Live && <Badge color="red">{t('spots.live.badge')}</Badge>}
            {spot.File_3d_url && (
              <Button variant="light" onClick={model3dModal.open}>
                {t('spots.model3d.open')}
              </Button>
            )}
            <Button variant="subtle" component={Link} to={pages.replays.to(spot.Id)}>
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
          <SpotInfosView infos={infos.data} />
        ) : (
          infos.isSuccess && (
            <Text c="dimmed" size="sm">
              {t('spots.infos.none')}
            </Text>
          )
        )}
        {canEnterAdmin(role) && <SpotAdminActions spot={spot} />}
      </Stack>
      {model3d && spot.File_3d_url && (
        <Suspense fallback={null}>
          <Model3dModal url={spot.File_3d_url} title={spot.Name} onClose={model3dModal.close} />
        </Suspense>
      )}
    </Card>
  );
});
