import type { PaperCheckMode, PaperRules } from '@club/shared/api/diver-files';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const CHECKED_PAPERS = [
  ['medical_certificate', 'Medical_certificate_check'],
  ['licence', 'Licence_check'],
  ['membership', 'Membership_check'],
] as const;

/** The papers the club checks in `mode`, as the language lists them: "certificat médical et licence". */
function papersIn(t: TFunction, language: string, rules: PaperRules, mode: PaperCheckMode): string | null {
  const names = CHECKED_PAPERS.filter(([, field]) => rules[field] === mode).map(([kind]) =>
    t(`papers.kinds.${kind}`),
  );
  if (names.length === 0) return null;
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/** What the club checks before a dive, in a sentence or two (from its rules for papers). */
export function PaperRulesLine({ rules }: { rules: PaperRules }) {
  const { t, i18n } = useTranslation();
  const blocking = papersIn(t, i18n.language, rules, 'block');
  const warning = papersIn(t, i18n.language, rules, 'warn');
  const sentences = [
    blocking === null ? null : t('papers.rules.block', { papers: blocking }),
    warning === null ? null : t('papers.rules.warn', { papers: warning }),
    blocking === null && warning === null ? t('papers.rules.none') : null,
    rules.Accept_declared ? t('papers.rules.declaredAccepted') : t('papers.rules.checkedOnly'),
  ];
  return (
    <Text size="sm" data-testid="paper-rules">
      {sentences.filter(Boolean).join(' ')}
    </Text>
  );
}
