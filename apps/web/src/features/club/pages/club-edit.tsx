import '../../../lib/styles/admin-components.ts';
import type { ClubAdmin } from '@club/shared/api/clubs';
import { createClub, editClubByAdmin } from '@club/shared/api/clubs-super-administrator';
import { generatePassword } from '@club/shared/domain/password';
import { createClubForm, editClubByAdminForm } from '@club/shared/forms/clubs';
import { pages } from '@club/shared/pages';
import {
  Box,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors, tabOfFirstError } from '../../../lib/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../lib/forms/unsaved-changes.ts';
import { useAdminClub, useAllLanguages } from '../api/club-admin.ts';
import { useSaveClubByAdmin, useSubscriptions } from '../api/super-administrator.ts';
import { ClubColorInput } from '../components/club-color-input.tsx';

type ClubFormValues = {
  club_name: string;
  alias: string;
  languages: string[];
  Spot: boolean;
  Gallery: boolean;
  Dolphyn: boolean;
  Subscription_id: string | null;
  Color: string;
  phone: string;
  email: string;
  firstname: string;
  lastname: string;
  function: string;
  manager_email: string;
  manager_phone: string;
  password: string;
};

type Tab = 'club' | 'manager';

/** The fields of each tab, in the order they show: the first in error is the one to show. */
const FIELDS_OF: Record<Tab, (keyof ClubFormValues)[]> = {
  club: [
    'club_name',
    'alias',
    'languages',
    'Spot',
    'Gallery',
    'Dolphyn',
    'Subscription_id',
    'Color',
    'phone',
    'email',
  ],
  manager: ['firstname', 'lastname', 'function', 'manager_email', 'manager_phone', 'password'],
};
const FORM_ORDER = [...FIELDS_OF.club, ...FIELDS_OF.manager] as string[];
const tabOf = (field: string): Tab | undefined =>
  (FIELDS_OF.club as string[]).includes(field)
    ? 'club'
    : (FIELDS_OF.manager as string[]).includes(field)
      ? 'manager'
      : undefined;
/** The errors in the order of the form, so that the first one is the first a person meets. */
const inFormOrder = (errors: FormErrors): FormErrors =>
  Object.fromEntries(
    FORM_ORDER.filter((field) => errors[field] !== undefined).map((field) => [field, errors[field]]),
  );

const emptyValues: ClubFormValues = {
  club_name: '',
  alias: '',
  languages: ['fr'],
  Spot: true,
  Gallery: true,
  Dolphyn: false,
  Subscription_id: null,
  Color: '#0b7285',
  phone: '',
  email: '',
  firstname: '',
  lastname: '',
  function: '',
  manager_email: '',
  manager_phone: '',
  password: '',
};

const valuesOf = (club: ClubAdmin): ClubFormValues => ({
  ...emptyValues,
  club_name: club.Name,
  alias: club.Alias,
  languages: club.Languages.map((language) => language.Language_key),
  Spot: club.Spot,
  Gallery: club.Gallery,
  Dolphyn: club.Dolphyn,
  Subscription_id: club.Subscription_id === null ? null : String(club.Subscription_id),
  Color: club.Color,
  phone: club.Phone ?? '',
  email: club.Email ?? '',
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The club fields of both calls' bodies. */
const clubFields = (values: ClubFormValues) => ({
  club_name: values.club_name,
  alias: values.alias,
  languages: values.languages,
  Spot: values.Spot,
  Gallery: values.Gallery,
  Dolphyn: values.Dolphyn,
  Subscription_id: values.Subscription_id === null ? null : Number(values.Subscription_id),
  Color: values.Color,
  phone: orNull(values.phone),
  email: orNull(values.email),
});

/** /admin/creation_club and /admin/edition_club/{club_id}: one screen; creation also makes the manager account. */
export default function ClubEditPage() {
  const { t } = useTranslation();
  const { clubId } = useParams();
  const id = clubId ? Number(clubId) : null;
  const existing = useAdminClub(id ?? 0);
  if (id !== null && !existing.data) {
    return existing.isError ? <Text>{t('clubPages.notFound')}</Text> : <Loading />;
  }
  return <ClubForm key={id ?? 'new'} id={id} club={existing.data ?? null} />;
}

function ClubForm({ id, club }: { id: number | null; club: ClubAdmin | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const languages = useAllLanguages();
  const subscriptions = useSubscriptions();
  const save = useSaveClubByAdmin();
  const [tab, setTab] = useState<Tab>('club');

  const toCreate = (values: ClubFormValues) => ({
    ...clubFields(values),
    firstname: values.firstname,
    lastname: values.lastname,
    function: orNull(values.function),
    manager_email: values.manager_email,
    manager_phone: orNull(values.manager_phone),
    password: values.password,
  });
  const toEdit = (values: ClubFormValues) => ({ Id: id ?? 0, ...clubFields(values) });

  const form = useSchemaForm<ClubFormValues>({
    initialValues: club ? valuesOf(club) : emptyValues,
    schema: id === null ? createClubForm : editClubByAdminForm,
    toInput: id === null ? toCreate : toEdit,
    validateInputOnBlur: ['alias'],
    validateInputOnChange: ['languages', 'Subscription_id'],
  });
  const guard = useUnsavedChangesGuard(form.isDirty());

  const showTabOf = (errors: FormErrors) => {
    const first = tabOfFirstError(inFormOrder(errors), tabOf);
    if (first === 'club' || first === 'manager') setTab(first);
  };

  /** A red dot on a tab that holds a field in error (said in words to a screen reader). */
  const errorMark = (name: Tab) =>
    FIELDS_OF[name].some((field) => form.errors[field] !== undefined) ? (
      <>
        <Box w={8} h={8} bg="red.7" style={{ borderRadius: '50%' }} aria-hidden />
        <VisuallyHidden>{t('clubPages.form.tabHasErrors')}</VisuallyHidden>
      </>
    ) : null;

  const submit = form.onSubmit((values) => {
    const input =
      id === null
        ? { create: createClub.body.parse(toCreate(values)) }
        : { edit: editClubByAdmin.body.parse(toEdit(values)) };
    save.mutate(input, {
      onSuccess: () => {
        flashSuccess(t('clubPages.admin.saved'));
        guard.release();
        navigate(pages.superAdministrator.clubList.to());
      },
      onError: (error) => {
        const fields = showServerErrors(form, error, {
          codes: {
            alias_error: { field: 'alias', message: t('clubPages.form.aliasError') },
            alias_taken: { field: 'alias', message: t('clubPages.form.aliasTaken') },
            subscription_required: {
              field: 'Subscription_id',
              message: t('clubPages.form.subscriptionRequired'),
            },
            language_required: { field: 'languages', message: t('clubPages.form.languageRequired') },
            email_taken: { field: 'manager_email', message: t('clubPages.form.emailTaken') },
          },
        });
        // Field errors show on their field (and their tab); anything else is the generic dialog (SPEC.md section 8).
        if (Object.keys(fields).length === 0) showErrorDialog();
        else showTabOf(fields);
      },
    });
  }, showTabOf);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2}>
          {id === null
            ? t('clubPages.superAdministrator.create')
            : t('clubPages.superAdministrator.editTitle')}
        </Title>
        <Tabs value={tab} onChange={(value) => setTab(value === 'manager' ? 'manager' : 'club')}>
          <Tabs.List>
            <Tabs.Tab value="club" rightSection={errorMark('club')}>
              {t('clubPages.superAdministrator.clubTab')}
            </Tabs.Tab>
            {id === null && (
              <Tabs.Tab value="manager" rightSection={errorMark('manager')}>
                {t('clubPages.superAdministrator.managerTab')}
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="club" pt="md">
            <Stack gap="sm">
              <TextInput label={t('clubPages.form.clubName')} required {...form.getInputProps('club_name')} />
              <TextInput
                label={t('clubPages.form.alias')}
                description={t('clubPages.form.aliasHint')}
                required
                autoCapitalize="none"
                {...form.getInputProps('alias')}
              />
              <MultiSelect
                label={t('clubPages.form.languages')}
                description={t('clubPages.form.languagesHint')}
                required
                data={(languages.data ?? []).map((language) => ({
                  value: language.Language_key,
                  label: t(`clubPages.languageNames.${language.Language_key}`, {
                    defaultValue: language.Language_key,
                  }),
                }))}
                {...form.getInputProps('languages')}
              />
              <Group>
                <Checkbox
                  label={t('clubPages.form.spot')}
                  {...form.getInputProps('Spot', { type: 'checkbox' })}
                />
                <Checkbox
                  label={t('clubPages.form.gallery')}
                  {...form.getInputProps('Gallery', { type: 'checkbox' })}
                />
                <Checkbox
                  label={t('clubPages.form.livePage')}
                  {...form.getInputProps('Dolphyn', { type: 'checkbox' })}
                />
              </Group>
              <Select
                label={t('clubPages.form.subscription')}
                data={(subscriptions.data ?? []).map((s) => ({
                  value: String(s.Id),
                  label: `${s.Name} (${s.Max})`,
                }))}
                clearable
                required={form.values.Spot}
                {...form.getInputProps('Subscription_id')}
              />
              <ClubColorInput {...form.getInputProps('Color')} />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput label={t('clubPages.form.phone')} type="tel" {...form.getInputProps('phone')} />
                <TextInput label={t('clubPages.form.email')} type="email" {...form.getInputProps('email')} />
              </SimpleGrid>
            </Stack>
          </Tabs.Panel>
          {id === null && (
            <Tabs.Panel value="manager" pt="md">
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <TextInput
                    label={t('clubPages.form.firstname')}
                    required
                    {...form.getInputProps('firstname')}
                  />
                  <TextInput
                    label={t('clubPages.form.lastname')}
                    required
                    {...form.getInputProps('lastname')}
                  />
                </SimpleGrid>
                <TextInput label={t('clubPages.form.function')} {...form.getInputProps('function')} />
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <TextInput
                    label={t('clubPages.form.managerEmail')}
                    type="email"
                    required
                    {...form.getInputProps('manager_email')}
                  />
                  <TextInput
                    label={t('clubPages.form.managerPhone')}
                    type="tel"
                    {...form.getInputProps('manager_phone')}
                  />
                </SimpleGrid>
                <Group align="flex-start">
                  <PasswordInput
                    label={t('clubPages.form.password')}
                    required
                    autoComplete="new-password"
                    style={{ flex: 1 }}
                    {...form.getInputProps('password')}
                  />
                  <Button
                    variant="light"
                    mt={24}
                    onClick={() => form.setFieldValue('password', generatePassword())}
                  >
                    {t('clubPages.form.generate')}
                  </Button>
                </Group>
              </Stack>
            </Tabs.Panel>
          )}
        </Tabs>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('clubPages.admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
