import { isOrganism, levelsOf, ORGANISM_KEYS } from '@club/shared/domain/organisms';
import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { levelName } from '../../lib/divers/diving-level-name.ts';
import { ORGANISM_NAMES } from '../../lib/divers/organism-names.ts';

// The FFESSM comes first: the federation of most French clubs (ORGANISMS lists it first).
const organismOptions = ORGANISM_KEYS.map((key) => ({ value: key, label: ORGANISM_NAMES[key] }));

/**
 * A diver's card: the organism, then a level of its ladder (the FFESSM's in French as the federation
 * writes them, `levels.*` in the other languages). Choosing another organism clears the level.
 */
export function LevelPickers({
  organism,
  level,
  onChange,
}: {
  organism: string | null;
  level: string | null;
  onChange(divingLevel: { organism: string | null; level: string | null }): void;
}) {
  const { t } = useTranslation();
  const levelOptions =
    organism === null || !isOrganism(organism)
      ? []
      : levelsOf(organism).map(([value, label]) => ({ value, label: levelName(t, value, label) }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Select
        label={t('account.fields.organism')}
        placeholder={t('account.fields.organismPlaceholder')}
        data={organismOptions}
        clearable
        value={organism}
        onChange={(value) => onChange({ organism: value, level: null })}
      />
      <Select
        label={t('account.fields.divingLevel')}
        placeholder={
          organism === null
            ? t('account.fields.divingLevelNeedsOrganism')
            : t('account.fields.divingLevelPlaceholder')
        }
        data={levelOptions}
        disabled={organism === null}
        clearable
        value={level}
        onChange={(value) => onChange({ organism, level: value })}
      />
    </SimpleGrid>
  );
}
