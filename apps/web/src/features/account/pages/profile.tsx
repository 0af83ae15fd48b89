import { Avatar, Button, Center, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { fileUrl } from '../../../lib/file-url.ts';
import { unlessUnsaved, useUnsavedChangesGuard } from '../../../lib/forms/unsaved-changes.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { AvatarModal } from '../components/avatar-modal.tsx';
import { EmailForm } from '../components/email-form.tsx';
import { MyDiverFileSummary } from '../components/my-diver-file-summary.tsx';
import { MyOutings } from '../components/my-outings.tsx';
import { OwnData } from '../components/own-data.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

/** /profile: the signed-in member edits their profile, password, e-mail and avatar. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const titleId = useId();
  const [avatarOpened, avatar] = useDisclosure(false);
  const [signingOut, setSigningOut] = useState(false);
  // `?tab=password` or `?tab=email` opens that tab (an administrator's own account links here).
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<string | null>(() => {
    const asked = searchParams.get('tab');
    return asked === 'password' || asked === 'email' ? asked : 'profile';
  });
  // Whether the open tab's form holds typed text: leaving the page or the tab asks first.
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  useUnsavedChangesGuard(dirty);
  const user = session.user;

  if (user === null) {
    return (
      <Center py="xl">
        <Loading />
      </Center>
    );
  }

  const fullName = `${user.Firstname} ${user.Lastname}`;
  const signOut = async () => {
    setSigningOut(true);
    // Revokes the token and goes to the root, even when the call fails.
    await session.signOut();
  };

  return (
    <Container size="sm" px={0} py="md">
      <Stack gap="lg" component="section" aria-labelledby={titleId}>
        <Title order={1} id={titleId}>
          {t('profile.title')}
        </Title>
        <Group gap="md" wrap="nowrap" align="center">
          <Avatar
            src={fileUrl(user.Avatar_url)}
            alt={t('profile.avatarAlt', { name: fullName })}
            name={fullName}
            color="initials"
            size={88}
            radius="50%"
          />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {user.Nickname ? `${fullName} (${user.Nickname})` : fullName}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {user.Email}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={avatar.open}>
                {t('profile.changeAvatar')}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={signOut} loading={signingOut}>
                {t('profile.logout')}
              </Button>
            </Group>
          </Stack>
        </Group>

        {user.Club_id !== null && <MyOutings />}
        {user.Club_id !== null && <MyDiverFileSummary userId={user.Id} />}

        {/* One tab's form at a time; switching away from typed text asks first. */}
        <Tabs
          value={tab}
          onChange={(next) => {
            if (next === tab) return;
            void unlessUnsaved(dirty, () => {
              setDirty(false);
              setTab(next);
            });
          }}
          keepMounted={false}
        >
          <Tabs.List grow>
            <Tabs.Tab value="profile">{t('profile.tabs.profile')}</Tabs.Tab>
            <Tabs.Tab value="password">{t('profile.tabs.password')}</Tabs.Tab>
            <Tabs.Tab value="email">{t('profile.tabs.email')}</Tabs.Tab>
            <Tabs.Tab value="data">{t('ownData.tab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile" pt="lg">
            <ProfileForm key={user.Id} user={user} onDirtyChange={onDirtyChange} />
          </Tabs.Panel>
          <Tabs.Panel value="password" pt="lg">
            <PasswordForm onDirtyChange={onDirtyChange} />
          </Tabs.Panel>
          <Tabs.Panel value="email" pt="lg">
            <EmailForm currentEmail={user.Email} onDirtyChange={onDirtyChange} />
          </Tabs.Panel>
          <Tabs.Panel value="data" pt="lg">
            <OwnData user={user} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <AvatarModal opened={avatarOpened} onClose={avatar.close} />
    </Container>
  );
}
