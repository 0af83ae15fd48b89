import { isValidAlias } from '@club/shared/domain/alias';
import { generatePassword } from '@club/shared/domain/password';
import {
  Alert,
  Button,
  Checkbox,
  ColorInput,
  Group,
  Loader,
  MultiSelect,
  PasswordInput,
  Select,
  Stack,
  Tabs,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useAdminClub, useAllLanguages } from '../api/club-admin.ts';
import { useSaveClubByAdmin, useSubscriptions } from '../api/super-admin.ts';

/** Refusals shown under their field rather than in the error dialog. */
const FIELD_ERRORS = ['alias_error', 'alias_taken', 'language_required', 'subscription_required'];

const emptyClub = {
  club_name: '',
  alias: '',
  Color: '#0b7285',
  Spot: true,
  Gallery: true,
  Dolphyn: false,
  Subscription_id: null as string | null,
  phone: '',
  email: '',
  languages: ['fr'] as string[],
};
const emptyManager = {
  firstname: '',
  lastname: '',
  function: '',
  manager_email: '',
  manager_phone: '',
  password: '',
};

/** /admin/creation_club and /admin/edition_club/{club_id}: one screen; creation also makes the manager account. */
export default function ClubEditPage() {
  const { t } = useTranslation();
  const { clubId } = useParams();
  const id = clubId ? Number(clubId) : null;
  const navigate = useNavigate();
  const existing = useAdminClub(id ?? 0);
  const languages = useAllLanguages();
  const subscriptions = useSubscriptions();
  const save = useSaveClubByAdmin();
  const [club, setClub] = useState(emptyClub);
  const [manager, setManager] = useState(emptyManager);
  const [aliasTouched, setAliasTouched] = useState(false);

  useEffect(() => {
    const data = existing.data;
    if (id === null || !data) return;
    setClub({
      club_name: data.Name,
      alias: data.Alias,
      Color: data.Color,
      Spot: data.Spot,
      Gallery: data.Gallery,
      Dolphyn: data.Dolphyn,
      Subscription_id: data.Subscription_id === null ? null : String(data.Subscription_id),
      phone: data.Phone ?? '',
      email: data.Email ?? '',
      languages: data.Languages.map((language) => language.Language_key),
    });
  }, [id, existing.data]);

  if (id !== null && existing.isPending) return <Loader aria-label={t('common.loading')} />;

  const clubText = (name: keyof typeof emptyClub) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setClub((current) => ({ ...current, [name]: value }));
  };
  const managerText = (name: keyof typeof emptyManager) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setManager((current) => ({ ...current, [name]: value }));
  };
  const code = isApiError(save.error) ? save.error.code : null;
  const aliasInvalid = (aliasTouched && !isValidAlias(club.alias)) || code === 'alias_error';
  const aliasError = aliasInvalid
    ? t('clubPages.form.aliasError')
    : code === 'alias_taken'
      ? t('clubPages.form.aliasTaken')
      : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setAliasTouched(true);
    const fields = {
      ...club,
      Subscription_id: club.Subscription_id === null ? null : Number(club.Subscription_id),
      phone: club.phone || null,
      email: club.email || null,
    };
    const input =
      id === null
        ? {
            create: {
              ...fields,
              ...manager,
              function: manager.function || null,
              manager_phone: manager.manager_phone || null,
            },
          }
        : { edit: { Id: id, ...fields } };
    save.mutate(input, {
      onSuccess: () => {
        flashSuccess(t('clubPages.admin.saved'));
        navigate(paths.superAdmin.clubList.to());
      },
      onError: (error) => {
        // Field errors show under their field; anything else is the generic error dialog (SPEC.md section 8).
        if (!isApiError(error) || !FIELD_ERRORS.includes(error.code)) showErrorDialog();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2}>
          {id === null ? t('clubPages.superAdmin.create') : t('clubPages.superAdmin.editTitle')}
        </Title>
        <Tabs defaultValue="club">
          <Tabs.List>
            <Tabs.Tab value="club">{t('clubPages.superAdmin.clubTab')}</Tabs.Tab>
            {id === null && <Tabs.Tab value="manager">{t('clubPages.superAdmin.managerTab')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="club" pt="md">
            <Stack gap="sm">
              <TextInput
                label={t('clubPages.form.clubName')}
                required
                value={club.club_name}
                onChange={clubText('club_name')}
              />
              <TextInput
                label={t('clubPages.form.alias')}
                description={t('clubPages.form.aliasHint')}
                required
                value={club.alias}
                onChange={clubText('alias')}
                onBlur={() => setAliasTouched(true)}
                error={aliasError}
              />
              <MultiSelect
                label={t('clubPages.form.languages')}
                description={t('clubPages.form.languagesHint')}
                data={(languages.data ?? []).map((language) => ({
                  value: language.Language_key,
                  label: t(`clubPages.languageNames.${language.Language_key}`, {
                    defaultValue: language.Language_key,
                  }),
                }))}
                value={club.languages}
                onChange={(value) => setClub((current) => ({ ...current, languages: value }))}
                error={
                  code === 'language_required' || club.languages.length === 0
                    ? t('clubPages.form.languageRequired')
                    : undefined
                }
              />
              <Group>
                <Checkbox
                  label={t('clubPages.form.spot')}
                  checked={club.Spot}
                  onChange={(e) => setClub((c) => ({ ...c, Spot: e.currentTarget.checked }))}
                />
                <Checkbox
                  label={t('clubPages.form.gallery')}
                  checked={club.Gallery}
                  onChange={(e) => setClub((c) => ({ ...c, Gallery: e.currentTarget.checked }))}
                />
                <Checkbox
                  label={t('clubPages.form.dolphyn')}
                  checked={club.Dolphyn}
                  onChange={(e) => setClub((c) => ({ ...c, Dolphyn: e.currentTarget.checked }))}
                />
              </Group>
              <Select
                label={t('clubPages.form.subscription')}
                data={(subscriptions.data ?? []).map((s) => ({
                  value: String(s.Id),
                  label: `${s.Name} (${s.Max})`,
                }))}
                value={club.Subscription_id}
                onChange={(value) => setClub((current) => ({ ...current, Subscription_id: value }))}
                clearable
                required={club.Spot}
                error={
                  code === 'subscription_required' ? t('clubPages.form.subscriptionRequired') : undefined
                }
              />
              <ColorInput
                label={t('clubPages.form.color')}
                format="hex"
                value={club.Color}
                onChange={(Color) => setClub((c) => ({ ...c, Color }))}
              />
              <Group grow>
                <TextInput
                  label={t('clubPages.form.phone')}
                  value={club.phone}
                  onChange={clubText('phone')}
                />
                <TextInput
                  label={t('clubPages.form.email')}
                  type="email"
                  value={club.email}
                  onChange={clubText('email')}
                />
              </Group>
            </Stack>
          </Tabs.Panel>
          {id === null && (
            <Tabs.Panel value="manager" pt="md">
              <Stack gap="sm">
                <Group grow>
                  <TextInput
                    label={t('clubPages.form.firstname')}
                    required
                    value={manager.firstname}
                    onChange={managerText('firstname')}
                  />
                  <TextInput
                    label={t('clubPages.form.lastname')}
                    required
                    value={manager.lastname}
                    onChange={managerText('lastname')}
                  />
                </Group>
                <TextInput
                  label={t('clubPages.form.function')}
                  value={manager.function}
                  onChange={managerText('function')}
                />
                <Group grow>
                  <TextInput
                    label={t('clubPages.form.managerEmail')}
                    type="email"
                    required
                    value={manager.manager_email}
                    onChange={managerText('manager_email')}
                  />
                  <TextInput
                    label={t('clubPages.form.managerPhone')}
                    value={manager.manager_phone}
                    onChange={managerText('manager_phone')}
                  />
                </Group>
                <Group align="flex-end">
                  <PasswordInput
                    label={t('clubPages.form.password')}
                    required
                    value={manager.password}
                    onChange={managerText('password')}
                    style={{ flex: 1 }}
                  />
                  <Button
                    variant="light"
                    onClick={() => setManager((m) => ({ ...m, password: generatePassword() }))}
                  >
                    {t('clubPages.form.generate')}
                  </Button>
                </Group>
              </Stack>
            </Tabs.Panel>
          )}
        </Tabs>
        {save.isError &&
          !['alias_error', 'alias_taken', 'language_required', 'subscription_required'].includes(
            code ?? '',
          ) && (
            <Alert color="red" role="alert">
              {t('clubPages.form.saveError')}
            </Alert>
          )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('clubPages.admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
