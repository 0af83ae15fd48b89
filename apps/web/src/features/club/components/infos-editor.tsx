import { editClubInfos, type Language } from '@club/shared/api/clubs';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { useInfosForEdit, useSaveInfos } from '../api/club-admin.ts';
import { LanguageTextsForm } from './language-texts-form.tsx';

/** The club's information (description, opening hours) in each of its languages. */
export function InfosEditor({ clubId, languages }: { clubId: number; languages: Language[] }) {
  const { t } = useTranslation();
  const keys = languages.map((language) => language.Language_key);
  const infos = useInfosForEdit(clubId, keys);
  const save = useSaveInfos();

  if (infos.some((query) => query.isError)) return <Alert color="red">{t('error.content')}</Alert>;
  if (infos.some((query) => !query.data)) return <Loading />;
  const saved = Object.fromEntries(
    keys.map((key, index) => {
      const data = infos[index]?.data;
      return [key, { Description: data?.Description ?? '', Opening: data?.Opening ?? '' }];
    }),
  );
  const toBody = (languageKey: string, texts: { Description: string; Opening: string }) => ({
    Club_id: clubId,
    Language_key: languageKey,
    Description: texts.Description,
    Opening: texts.Opening,
  });

  return (
    <LanguageTextsForm
      languages={languages}
      fields={[
        { name: 'Description', label: t('clubPages.form.description'), minRows: 5 },
        { name: 'Opening', label: t('clubPages.opening'), minRows: 2 },
      ]}
      saved={saved}
      body={editClubInfos.body}
      toBody={toBody}
      save={(languageKey, texts) => save.mutateAsync(toBody(languageKey, texts))}
    />
  );
}
