import { clubTextInput } from '@club/shared/api/legal-notice';
import { INTERFACE_LANGUAGES } from '@club/shared/constants';
import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { useSaveSolutions, useSolutionsText } from '../api/super-administrator.ts';
import { LanguageTextsForm } from '../components/language-texts-form.tsx';

const ALL_LANGUAGES = INTERFACE_LANGUAGES.map((key, index) => ({ Id: index + 1, Language_key: key }));
const KEYS = ALL_LANGUAGES.map((language) => language.Language_key);

/** /admin/solutions: the platform's texts about the live product, per language. */
export default function SolutionsPage() {
  const { t } = useTranslation();
  const texts = useSolutionsText(KEYS);
  const save = useSaveSolutions();
  const toBody = (languageKey: string, values: { Description: string }) => ({
    language_key: languageKey,
    Description: values.Description,
  });
  return (
    <Stack gap="md">
      <Title order={2}>{t('admin.solutions')}</Title>
      {texts.some((query) => query.isError) ? (
        <Alert color="red">{t('error.content')}</Alert>
      ) : texts.some((query) => !query.data) ? (
        <Loading />
      ) : (
        <LanguageTextsForm
          languages={ALL_LANGUAGES}
          fields={[
            { name: 'Description', label: t('clubPages.superAdministrator.solutionsText'), minRows: 8 },
          ]}
          saved={Object.fromEntries(
            KEYS.map((key, index) => [key, { Description: texts[index]?.data?.Description ?? '' }]),
          )}
          body={clubTextInput}
          toBody={toBody}
          save={(languageKey, values) => save.mutateAsync(toBody(languageKey, values))}
        />
      )}
    </Stack>
  );
}
