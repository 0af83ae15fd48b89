import { isSuperAdministrator } from '@club/shared/domain/roles';
import { pages } from '@club/shared/pages';
import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../lib/session-context.tsx';

type Section = {
  to: string;
  labelKey: string;
  superAdministratorOnly?: boolean;
  /** Other pages of the section, so its tab stays selected there. */
  alsoAt?: string[];
};

/** A route pattern without its parameters: `/admin/spot_descriptif/:spotId` -> `/admin/spot_descriptif`. */
const pathBase = (pattern: string) => pattern.split('/:')[0] ?? pattern;

const SECTIONS: Section[] = [
  { to: pages.admin.club.to(), labelKey: 'admin.club' },
  {
    to: pages.admin.spots.to(),
    labelKey: 'admin.spots',
    alsoAt: [
      pathBase(pages.admin.spotAdmin.pattern),
      pathBase(pages.admin.layerEditor.pattern),
      pathBase(pages.admin.layerCreation.pattern),
      pages.admin.replay.to(),
    ],
  },
  {
    to: pages.admin.newsList.to(),
    labelKey: 'admin.news',
    alsoAt: [pages.admin.newsCreation.to(), pages.admin.newsEdit.to(), pages.admin.newsAdmin.to()],
  },
  { to: pages.admin.outings.to(), labelKey: 'outings.nav' },
  { to: pages.admin.diverFiles.to(), labelKey: 'diverFilesTable.title' },
  { to: pages.admin.safetySheets.to(), labelKey: 'divePlan.safetySheets.title' },
  { to: pages.admin.gallery.to(), labelKey: 'admin.gallery' },
  { to: pages.admin.video.to(), labelKey: 'admin.videos' },
  { to: pages.admin.legalNotice.to(), labelKey: 'admin.legalNotice' },
  { to: pages.superAdministrator.clubList.to(), labelKey: 'admin.clubs', superAdministratorOnly: true },
  { to: pages.superAdministrator.solutions.to(), labelKey: 'admin.solutions', superAdministratorOnly: true },
];

/**
 * The frame of the admin area (its own bundle, loaded only by managers): the area's title and a
 * tab per section; the sections themselves come with later versions.
 */
export default function AdminLayout() {
  const { t } = useTranslation();
  const { role } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sections = SECTIONS.filter(
    (section) => !section.superAdministratorOnly || isSuperAdministrator(role),
  );
  const active = sections.find((section) =>
    [section.to, ...(section.alsoAt ?? [])].some((to) => pathname === to || pathname.startsWith(`${to}/`)),
  );

  return (
    <Stack gap="md">
      <Title order={1}>{t('admin.title')}</Title>
      <Tabs
        value={active?.to ?? null}
        onChange={(value) => {
          if (value) navigate(value);
        }}
        variant="outline"
        keepMounted={false}
      >
        <Tabs.List aria-label={t('admin.sections')} style={{ flexWrap: 'wrap' }}>
          {sections.map((section) => (
            <Tabs.Tab key={section.to} value={section.to}>
              {t(section.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
