import type { User } from '@club/shared/api/users';
import { canEnterAdmin } from '@club/shared/domain/roles';
import { pages } from '@club/shared/pages';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session-context.tsx';

/** How a member is named on screen: nickname, else first and last name. */
export function displayName(user: User): string {
  return user.Nickname?.trim() || `${user.Firstname} ${user.Lastname}`.trim();
}

/** A signed-in member's avatar and name, opening their menu (its own bundle: visitors never load it). */
export function SignedInMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const { role, signOut } = useSession();
  const name = displayName(user);
  return (
    <Menu position="bottom-end" withArrow shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('nav.accountMenu', { name })}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: '0.5rem',
            color: 'inherit',
            borderRadius: 999,
          }}
        >
          {/* Without a picture, a person sign rather than initials: the button's name ('Compte de …')
              then holds all the text it shows (WCAG 2.5.3), on a phone where the name is hidden too. */}
          <Avatar src={user.Avatar_url} alt="" radius="xl" size={36} color="club" />
          <Text
            component="span"
            fw={600}
            visibleFrom="sm"
            maw={160}
            truncate="end"
            data-testid="account-name"
          >
            {name}
          </Text>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item component={Link} to={pages.profile.to()}>
          {t('nav.profile')}
        </Menu.Item>
        {user.Club_id !== null && (
          <Menu.Item component={Link} to={pages.myDiverFile.to()}>
            {t('papers.title')}
          </Menu.Item>
        )}
        {canEnterAdmin(role) && (
          <Menu.Item component={Link} to={pages.admin.club.to()}>
            {t('nav.admin')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void signOut()}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
