import '../../../lib/styles/admin-components.ts';
import { pages } from '@club/shared/pages';
import { Button, Image, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { useClub } from '../../../lib/club-context.tsx';
import { showErrorDialog } from '../../../lib/flash.ts';
import { useAdminClub, useToggleLive, useVisits } from '../api/club-admin.ts';
import { CarouselEditor } from '../components/carousel-editor.tsx';
import { ClubSettingsForm } from '../components/club-settings-form.tsx';
import { InfosEditor } from '../components/infos-editor.tsx';
import { LogoModal } from '../components/logo-modal.tsx';
import { MembersTab } from '../components/members-tab.tsx';
import { ClubTextEditor } from '../components/text-editor.tsx';
import { VisitsChart } from '../components/visits-chart.tsx';

/** The tabs of /admin/club; /admin/club/{scroll_to} opens the one named. */
const SECTIONS = ['infos', 'settings', 'logo', 'carousel', 'live', 'members', 'visits'] as const;

/** /admin/club: the manager runs the club's site. */
export default function AdminClubPage() {
  const { t } = useTranslation();
  const site = useClub();
  const { scrollTo } = useParams();
  const navigate = useNavigate();
  const club = useAdminClub(site.Id);
  const toggle = useToggleLive();
  const visits = useVisits(site.Id);
  const [logoOpened, logo] = useDisclosure(false);
  const section = SECTIONS.find((name) => name === scrollTo) ?? 'infos';

  if (!club.data) return <Loading />;
  const languages = club.data.Languages;

  return (
    <Stack gap="md">
      <Title order={2}>{club.data.Name}</Title>
      {/* One tab's form at a time: leaving a tab with unsaved text asks, like leaving the page. */}
      <Tabs
        value={section}
        keepMounted={false}
        onChange={(value) => value && navigate(pages.admin.clubSection.to(value), { replace: true })}
      >
        <Tabs.List>
          {SECTIONS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`clubPages.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="infos" pt="md">
          <InfosEditor
            key={languages.map((l) => l.Language_key).join()}
            clubId={site.Id}
            languages={languages}
          />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <ClubSettingsForm club={club.data} />
        </Tabs.Panel>
        <Tabs.Panel value="logo" pt="md">
          <Stack>
            {club.data.Logo_url ? (
              <Image
                src={club.data.Logo_url}
                alt={t('clubPages.logoAlt', { name: club.data.Name })}
                h={120}
                w="auto"
                fit="contain"
              />
            ) : (
              <Text c="dimmed">{t('clubPages.admin.noLogo')}</Text>
            )}
            <Button onClick={logo.open} w="fit-content">
              {t('clubPages.admin.changeLogo')}
            </Button>
            <LogoModal opened={logoOpened} onClose={logo.close} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="carousel" pt="md">
          <CarouselEditor clubId={site.Id} />
        </Tabs.Panel>
        <Tabs.Panel value="live" pt="md">
          <Stack>
            <Switch
              label={t('clubPages.admin.isLive')}
              checked={club.data.Is_live}
              disabled={toggle.isPending}
              onChange={() => toggle.mutate(site.Id, { onError: () => showErrorDialog() })}
            />
            <ClubTextEditor kind="livePage" languages={languages} label={t('clubPages.admin.livePageText')} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="members" pt="md">
          <MembersTab clubId={site.Id} />
        </Tabs.Panel>
        <Tabs.Panel value="visits" pt="md">
          {visits.data ? <VisitsChart days={visits.data} /> : <Loading />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
