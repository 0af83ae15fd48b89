import { changeUserPassword, editManager, type ManagedUser } from '@club/shared/api/members';
import { pages } from '@club/shared/pages';
import {
  Anchor,
  Avatar,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LevelPickers } from '../../../components/divers/level-pickers.tsx';
import { fileUrl } from '../../../lib/file-url.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../lib/forms/unsaved-changes.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useEditAccount, useSetAccountAvatar, useSetAccountPassword } from '../api/members.ts';
import { type CropShape, ImageCropModal } from './image-crop-modal.tsx';

const AVATAR_SHAPE: CropShape = { aspect: 1, maxSize: 512, type: 'image/jpeg', fileName: 'avatar.jpg' };

type ProfileValues = {
  Firstname: string;
  Lastname: string;
  Nickname: string;
  Email: string;
  Phone: string;
  Function: string;
  Organism: string | null;
  Diving_level: string | null;
};

const profileOf = (user: ManagedUser): ProfileValues => ({
  Firstname: user.Firstname,
  Lastname: user.Lastname,
  Nickname: user.Nickname ?? '',
  Email: user.Email,
  Phone: user.Phone ?? '',
  Function: user.Function ?? '',
  Organism: user.Organism,
  Diving_level: user.Diving_level,
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * An administrator edits another account: its profile, its password and its avatar (through the crop
 * popup). `onDirtyChange` tells a popup holding it whether typed text would be lost on closing.
 * On one's own account the e-mail and the password are not edited here (the server refuses them): they
 * change from the profile, through the confirmation link and with the current password.
 */
export function AccountEditor({
  user,
  onSaved,
  onDirtyChange,
}: {
  user: ManagedUser;
  onSaved?(): void;
  onDirtyChange?(dirty: boolean): void;
}) {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const own = me?.Id === user.Id;
  const edit = useEditAccount();
  const password = useSetAccountPassword();
  const avatar = useSetAccountAvatar();
  const [saved, setSaved] = useState(user);
  const [avatarOpened, avatarModal] = useDisclosure(false);

  // The fields the administrator does not edit here travel as the account has them.
  const toBody = (values: ProfileValues) => ({
    Id: user.Id,
    Firstname: values.Firstname,
    Lastname: values.Lastname,
    Nickname: orNull(values.Nickname),
    Email: values.Email,
    Phone: orNull(values.Phone),
    Function: orNull(values.Function),
    Country_id: saved.Country_id,
    Gender: saved.Gender,
    Birthdate: saved.Birthdate,
    Practice_type: saved.Practice_type,
    Organism: values.Organism,
    Diving_level: values.Diving_level,
  });
  const profile = useSchemaForm<ProfileValues>({
    initialValues: profileOf(user),
    schema: editManager.body,
    toInput: toBody,
  });

  const passwordForm = useSchemaForm<{ new_password: string }>({
    initialValues: { new_password: '' },
    schema: changeUserPassword.body,
    toInput: (values) => ({ id: user.Id, email: saved.Email, new_password: values.new_password }),
  });

  const dirty = profile.isDirty() || passwordForm.isDirty();
  useUnsavedChangesGuard(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const saveProfile = profile.onSubmit((values) => {
    edit.mutate(editManager.body.parse(toBody(values)), {
      onSuccess: (account) => {
        setSaved(account);
        profile.setInitialValues(profileOf(account));
        profile.setValues(profileOf(account));
        flashSuccess(t('clubPages.admin.saved'));
        onSaved?.();
      },
      onError: (error) => {
        const fields = showServerErrors(profile, error, {
          codes: {
            email_taken: { field: 'Email', message: t('clubPages.form.emailTaken') },
            own_account: { field: 'Email', message: t('clubPages.admin.ownEmail') },
          },
        });
        if (Object.keys(fields).length === 0) showErrorDialog();
      },
    });
  });

  const savePassword = passwordForm.onSubmit((values) => {
    password.mutate(
      { id: user.Id, email: saved.Email, new_password: values.new_password },
      {
        onSuccess: () => {
          passwordForm.reset();
          flashSuccess(t('clubPages.admin.passwordSaved'));
        },
        onError: (error) => {
          const fields = showServerErrors(passwordForm, error);
          if (Object.keys(fields).length === 0) showErrorDialog();
        },
      },
    );
  });

  const name = `${saved.Firstname} ${saved.Lastname}`;
  return (
    <Stack gap="lg">
      <Group>
        <Avatar src={fileUrl(saved.Avatar_url)} size={64} name={name} color="initials" alt="" />
        <Button variant="light" onClick={avatarModal.open}>
          {t('clubPages.admin.changeAvatar')}
        </Button>
        <ImageCropModal
          opened={avatarOpened}
          onClose={avatarModal.close}
          title={t('clubPages.admin.avatarTitle', { name })}
          shape={AVATAR_SHAPE}
          upload={async (file, fileName) => {
            const result = await avatar.mutateAsync({ id: user.Id, file, fileName });
            setSaved((current) => ({ ...current, Avatar_url: result.Avatar_url }));
          }}
        />
      </Group>
      <form onSubmit={saveProfile} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('clubPages.form.firstname')}
              required
              {...profile.getInputProps('Firstname')}
            />
            <TextInput label={t('clubPages.form.lastname')} required {...profile.getInputProps('Lastname')} />
          </SimpleGrid>
          <TextInput label={t('clubPages.form.nickname')} {...profile.getInputProps('Nickname')} />
          <TextInput
            label={t('clubPages.form.email')}
            type="email"
            required
            readOnly={own}
            description={
              own ? (
                <>
                  {t('clubPages.admin.ownEmail')}{' '}
                  <Anchor component={Link} to={`${pages.profile.to()}?tab=email`} size="xs">
                    {t('clubPages.admin.ownEmailLink')}
                  </Anchor>
                </>
              ) : undefined
            }
            {...profile.getInputProps('Email')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('clubPages.form.phone')} type="tel" {...profile.getInputProps('Phone')} />
            <TextInput label={t('clubPages.form.function')} {...profile.getInputProps('Function')} />
          </SimpleGrid>
          {/* The card the member declared (issue 34): the manager corrects it after seeing it. */}
          <LevelPickers
            organism={profile.values.Organism}
            level={profile.values.Diving_level}
            onChange={({ organism, level }) => {
              profile.setFieldValue('Organism', organism);
              profile.setFieldValue('Diving_level', level);
            }}
          />
          <Group>
            <Button type="submit" loading={edit.isPending}>
              {t('clubPages.admin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {own ? (
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('clubPages.admin.password')}
          </Title>
          <Text size="sm">
            {t('clubPages.admin.ownPassword')}{' '}
            <Anchor component={Link} to={`${pages.profile.to()}?tab=password`}>
              {t('clubPages.admin.ownPasswordLink')}
            </Anchor>
          </Text>
        </Stack>
      ) : (
        <form onSubmit={savePassword} noValidate>
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('clubPages.admin.password')}
            </Title>
            <PasswordInput
              label={t('clubPages.form.newPassword')}
              required
              autoComplete="new-password"
              {...passwordForm.getInputProps('new_password')}
            />
            <Group>
              <Button type="submit" variant="light" loading={password.isPending}>
                {t('clubPages.admin.setPassword')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
