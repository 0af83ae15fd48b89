import { matchesSearch } from '@club/shared/domain/search-text';
import {
  type ComboboxItem,
  type ComboboxParsedItem,
  isOptionsGroup,
  type OptionsFilter,
  Select,
} from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryNamer, useHomeSpots } from './home-spots-context.tsx';

const unique = (values: (string | null)[]) =>
  [...new Set(values.filter((value): value is string => value !== null && value !== ''))].sort((a, b) =>
    a.localeCompare(b),
  );

/**
 * The search box: autocomplete of the club's countries, regions, towns and spots. It finds what is
 * typed without accents, in any case, by the start of words ("hyeres", "gabin"); a spot is found by its
 * name or its town ("porquerolles" offers the town and its spots).
 */
export function SpotSearch() {
  const { t, i18n } = useTranslation();
  const { spots, search, setSearch, pick, setPick, select, selected } = useHomeSpots();

  const data = useMemo(() => {
    const name = countryNamer(i18n.language);
    const groups = [
      {
        kind: 'country',
        label: t('spots.search.countries'),
        values: unique(spots.map((s) => (s.Country_code ? name(s.Country_code) : null))),
      },
      { kind: 'region', label: t('spots.search.regions'), values: unique(spots.map((s) => s.Region)) },
      { kind: 'town', label: t('spots.search.towns'), values: unique(spots.map((s) => s.Town)) },
    ];
    return [
      ...groups
        .filter((group) => group.values.length > 0)
        .map((group) => ({
          group: group.label,
          items: group.values.map((value) => ({ value: `${group.kind}:${value}`, label: value })),
        })),
      {
        group: t('spots.search.spots'),
        items: spots.map((spot) => ({ value: `spot:${spot.Id}`, label: spot.Name })),
      },
    ];
  }, [spots, t, i18n.language]);

  const filter = useMemo<OptionsFilter>(() => {
    const townOf = new Map(spots.map((spot) => [`spot:${spot.Id}`, spot.Town]));
    const matches = (item: ComboboxItem, query: string) =>
      matchesSearch(query, item.label, townOf.get(item.value));
    return ({ options, search: query }) =>
      options.flatMap((option): ComboboxParsedItem[] => {
        if (!isOptionsGroup(option)) return matches(option, query) ? [option] : [];
        const items = option.items.filter((item) => matches(item, query));
        return items.length > 0 ? [{ ...option, items }] : [];
      });
  }, [spots]);

  const value = selected ? `spot:${selected.Id}` : pick ? `${pick.kind}:${pick.value}` : null;

  return (
    <Select
      label={t('spots.search.label')}
      placeholder={t('spots.search.placeholder')}
      data={data}
      value={value}
      searchable
      filter={filter}
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t('spots.search.nothing')}
      comboboxProps={{ withinPortal: true }}
      onChange={(picked) => {
        if (picked === null) {
          setPick(null);
          return;
        }
        const [kind, ...rest] = picked.split(':');
        const text = rest.join(':');
        if (kind === 'spot') select(Number(text));
        else if (kind === 'country' || kind === 'region' || kind === 'town') {
          setPick({ kind, value: text });
          // A place holding one spot only selects it.
          const matching = spots.filter((spot) =>
            kind === 'town' ? spot.Town === text : kind === 'region' ? spot.Region === text : true,
          );
          if (kind !== 'country' && matching.length === 1 && matching[0]) select(matching[0].Id);
        }
      }}
    />
  );
}
