import { levelsOf, ORGANISM_KEYS, type Organism } from '@club/shared/domain/organisms';
import { PRACTICE_TYPES, type PracticeType } from '@club/shared/domain/practice-type';
import {
  Checkbox,
  type ComboboxItem,
  type ComboboxParsedItem,
  Group,
  type OptionsFilter,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ORGANISM_NAMES } from '../../../lib/divers/organism-names.ts';
import { useAllCountries } from '../../../lib/get-all-countries.ts';
import type { ProfileField, ProfileValues } from './profile-values.ts';

// The FFESSM comes first: the federation of most French clubs (ORGANISMS lists it first).
const organismOptions = ORGANISM_KEYS.map((key) => ({ value: key, label: ORGANISM_NAMES[key] }));
const practiceTypes = Object.keys(PRACTICE_TYPES) as PracticeType[];
const practiceLabelKeys: Record<PracticeType, string> = {
  swimmer: 'account.fields.practiceSwimmer',
  snorkeler: 'account.fields.practiceSnorkeler',
  diver: 'account.fields.practiceDiver',
};

function isOrganismKey(value: string | null): value is Organism {
  return value !== null && (ORGANISM_KEYS as readonly string[]).includes(value);
}

const withoutAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Country search that ignores case and accents: "etats" finds "États-Unis". */
const countryFilter: OptionsFilter = ({ options, search }) => {
  const needle = withoutAccents(search.trim());
  return options.filter(
    (option: ComboboxParsedItem): option is ComboboxItem =>
      'value' in option && withoutAccents(option.label).includes(needle),
  );
};

const today = () => new Date().toISOString().slice(0, 10);

/** The part of a form (registration or profile) that the profile fields need. */
export interface ProfileFieldsForm {
  values: ProfileValues;
  getInputProps(field: ProfileField): GetInputPropsReturnType;
}

interface ProfileFieldsProps {
  form: ProfileFieldsForm;
  /** Rendered between the names and the rest: registration puts e-mail and password there. */
  children?: ReactNode;
}

/** The profile fields shared by registration and the profile page (SPEC.md section 3, User). */
export function ProfileFields({ form, children }: ProfileFieldsProps) {
  const { t } = useTranslation();
  const countries = useAllCountries();
  const countryOptions = (countries.data ?? []).map((country) => ({
    value: String(country.Id),
    label: country.Name,
  }));
  const { values } = form;
  const levelOptions =
    values.Organism === null
      ? []
      : // The FFESSM's levels read as the federation writes them in French, translated elsewhere (levels.*).
        levelsOf(values.Organism).map(([value, label]) => ({
          value,
          label: t(`levels.${value}`, { defaultValue: label }),
        }));
  const country = form.getInputProps('Country_id');
  const practice = form.getInputProps('practiceTypes');
  const organism = form.getInputProps('Organism');
  const level = form.getInputProps('Diving_level');

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('account.fields.firstname')}
          autoComplete="given-name"
          maxLength={100}
          required
          {...form.getInputProps('Firstname')}
        />
        <TextInput
          label={t('account.fields.lastname')}
          autoComplete="family-name"
          maxLength={100}
          required
          {...form.getInputProps('Lastname')}
        />
      </SimpleGrid>
      <TextInput
        label={t('account.fields.nickname')}
        description={t('account.fields.nicknameHint')}
        autoComplete="nickname"
        maxLength={100}
        {...form.getInputProps('Nickname')}
      />
      {children}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('account.fields.country')}
          placeholder={t('account.fields.countryPlaceholder')}
          data={countryOptions}
          filter={countryFilter}
          nothingFoundMessage={t('account.fields.countryNothingFound')}
          searchable
          clearable
          autoComplete="off"
          {...country}
          error={country.error ?? (countries.isError ? t('account.fields.countryUnavailable') : undefined)}
        />
        <TextInput
          type="date"
          label={t('account.fields.birthdate')}
          autoComplete="bday"
          min="1900-01-01"
          max={today()}
          {...form.getInputProps('Birthdate')}
        />
      </SimpleGrid>
      <Radio.Group label={t('account.fields.gender')} {...form.getInputProps('gender')}>
        <Group gap="lg" mt="xs">
          <Radio value="female" label={t('account.fields.genderFemale')} />
          <Radio value="male" label={t('account.fields.genderMale')} />
          <Radio value="" label={t('account.fields.genderUnspecified')} />
        </Group>
      </Radio.Group>
      <Checkbox.Group
        label={t('account.fields.practice')}
        {...practice}
        onChange={(value) => practice.onChange(practiceTypes.filter((type) => value.includes(type)))}
      >
        <Group gap="lg" mt="xs">
          {practiceTypes.map((type) => (
            <Checkbox key={type} value={type} label={t(practiceLabelKeys[type])} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('account.fields.organism')}
          placeholder={t('account.fields.organismPlaceholder')}
          data={organismOptions}
          clearable
          {...organism}
          // Each organism has its own ladder: a level of the previous one means nothing (SPEC.md section 4).
          onChange={(value) => {
            organism.onChange(isOrganismKey(value) ? value : null);
            level.onChange(null);
          }}
        />
        <Select
          label={t('account.fields.divingLevel')}
          placeholder={
            values.Organism === null
              ? t('account.fields.divingLevelNeedsOrganism')
              : t('account.fields.divingLevelPlaceholder')
          }
          data={levelOptions}
          disabled={values.Organism === null}
          clearable
          {...level}
        />
      </SimpleGrid>
    </Stack>
  );
}
