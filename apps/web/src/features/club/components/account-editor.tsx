import type { ManagedUser } from '@club/shared/api/members';
import { GENERATED_PASSWORD_LENGTH } from '@club/shared/constants';
import { Avatar, Button, FileButton, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { acceptImage } from '../../../lib/chosen-image.ts';
import { fileUrl } from '../../../lib/file-url.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { ACCEPTED_IMAGE_TYPES } from '../../../lib/image-file.ts';
import { useEditAccount, useSetAccountAvatar, useSetAccountPassword } from '../api/members.ts';

/** An administrator edits another account: its profile, its password and its avatar. */
export function AccountEditor({ user, onSaved }: { user: ManagedUser; onSaved?(): void }) {
  const { t } = useTranslation();
  const edit = useEditAccount();
  const password = useSetAccountPassword();
  const avatar = useSetAccountAvatar();
  const [fields, setFields] = useState({
    Firstname: user.Firstname,
    Lastname: user.Lastname,
    Nickname: user.Nickname ?? '',
    Email: user.Email,
    Phone: user.Phone ?? '',
    Function: user.Function ?? '',
  });
  const [newPassword, setNewPassword] = useState('');
  const [avatarUrl, setAvatarUrl] = useState(user.Avatar_url);
  const set = (name: keyof typeof fields) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.currentTarget.value }));

  const saveProfile = (event: React.FormEvent) => {
    event.preventDefault();
    edit.mutate(
      {
        Id: user.Id,
        ...fields,
        Nickname: fields.Nickname || null,
        Phone: fields.Phone || null,
        Function: fields.Function || null,
        Country_id: user.Country_id,
        Gender: user.Gender,
        Birthdate: user.Birthdate,
        Practice_type: user.Practice_type,
        Organism: user.Organism,
        Diving_level: user.Diving_level,
      },
      {
        onSuccess: () => {
          flashSuccess(t('clubPages.admin.saved'));
          onSaved?.();
        },
        onError: (error) => {
          if (!isApiError(error, 'email_taken')) showErrorDialog();
        },
      },
    );
  };

  const savePassword = (event: React.FormEvent) => {
    event.preventDefault();
    password.mutate(
      { id: user.Id, email: user.Email, new_password: newPassword },
      {
        onSuccess: () => {
          setNewPassword('');
          flashSuccess(t('clubPages.admin.passwordSaved'));
        },
        onError: () => showErrorDialog(),
      },
    );
  };

  const chooseAvatar = (file: File | null) => {
    if (!file || !acceptImage(file, t)) return;
    avatar.mutate(
      { id: user.Id, file },
      { onSuccess: (result) => setAvatarUrl(result.Avatar_url), onError: () => showErrorDialog() },
    );
  };

  return (
    <Stack gap="lg">
      <Group>
        <Avatar
          src={fileUrl(avatarUrl)}
          size={64}
          name={`${user.Firstname} ${user.Lastname}`}
          color="initials"
          alt=""
        />
        <FileButton onChange={chooseAvatar} accept={ACCEPTED_IMAGE_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="light" loading={avatar.isPending}>
              {t('clubPages.admin.changeAvatar')}
            </Button>
          )}
        </FileButton>
      </Group>
      <form onSubmit={saveProfile}>
        <Stack gap="sm">
          <Group grow>
            <TextInput
              label={t('clubPages.form.firstname')}
              required
              value={fields.Firstname}
              onChange={set('Firstname')}
            />
            <TextInput
              label={t('clubPages.form.lastname')}
              required
              value={fields.Lastname}
              onChange={set('Lastname')}
            />
          </Group>
          <TextInput
            label={t('clubPages.form.nickname')}
            value={fields.Nickname}
            onChange={set('Nickname')}
          />
          <TextInput
            label={t('clubPages.form.email')}
            type="email"
            required
            value={fields.Email}
            onChange={set('Email')}
            error={isApiError(edit.error, 'email_taken') ? t('clubPages.form.emailTaken') : undefined}
          />
          <Group grow>
            <TextInput label={t('clubPages.form.phone')} value={fields.Phone} onChange={set('Phone')} />
            <TextInput
              label={t('clubPages.form.function')}
              value={fields.Function}
              onChange={set('Function')}
            />
          </Group>
          <Group>
            <Button type="submit" loading={edit.isPending}>
              {t('clubPages.admin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <form onSubmit={savePassword}>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('clubPages.admin.password')}
          </Title>
          <PasswordInput
            label={t('clubPages.form.newPassword')}
            required
            minLength={GENERATED_PASSWORD_LENGTH}
            value={newPassword}
            onChange={(event) => setNewPassword(event.currentTarget.value)}
          />
          <Group>
            <Button type="submit" variant="light" loading={password.isPending}>
              {t('clubPages.admin.setPassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
