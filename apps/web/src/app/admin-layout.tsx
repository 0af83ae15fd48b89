import { isSuperAdmin } from '@club/shared/domain/roles';
import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { useSession } from '../lib/session-context.tsx';

type Section = {
  to: string;
  labelKey: string;
  superAdminOnly?: boolean;
  /** Other pages of the section, so its tab stays selected there. */
  alsoAt?: string[];
};

/** A route pattern without its parameters: `/admin/spot_descriptif/:spotId` -> `/admin/spot_descriptif`. */
const pathBase = (pattern: string) => pattern.split('/:')[0] ?? pattern;

const SECTIONS: Section[] = [
  { to: paths.admin.club.to(), labelKey: 'admin.club' },
  {
    to: paths.admin.spots.to(),
    labelKey: 'admin.spots',
    alsoAt: [
      pathBase(paths.admin.spotSheet.pattern),
      pathBase(paths.admin.layerEditor.pattern),
      pathBase(paths.admin.layerCreation.pattern),
      paths.admin.replay.to(),
    ],
  },
  {
    to: paths.admin.newsList.to(),
    labelKey: 'admin.news',
    alsoAt: [paths.admin.newsCreation.to(), paths.admin.newsEdit.to(), paths.admin.clubNews.to()],
  },
  { to: paths.admin.outings.to(), labelKey: 'outings.nav' },
  { to: paths.admin.papers.to(), labelKey: 'papersTable.title' },
  { to: paths.admin.safetySheets.to(), labelKey: 'divePlan.sheets.title' },
  { to: paths.admin.gallery.to(), labelKey: 'admin.gallery' },
  { to: paths.admin.video.to(), labelKey: 'admin.videos' },
  { to: paths.admin.legalNotice.to(), labelKey: 'admin.legalNotice' },
  { to: paths.superAdmin.clubList.to(), labelKey: 'admin.clubs', superAdminOnly: true },
  { to: paths.superAdmin.solutions.to(), labelKey: 'admin.solutions', superAdminOnly: true },
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
  const sections = SECTIONS.filter((section) => !section.superAdminOnly || isSuperAdmin(role));
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
