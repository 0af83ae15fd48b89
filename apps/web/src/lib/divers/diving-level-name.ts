import { isOrganism, levelsOf } from '@club/shared/domain/organisms';
import type { TFunction } from 'i18next';
import { organismName } from './organism-names.ts';

/** A level's name in the interface language: the FFESSM's own words in French, `levels.*` elsewhere. */
export function levelName(t: TFunction, level: string, label: string): string {
  return t(`levels.${level}`, { defaultValue: label });
}

/** A card as "FFESSM Niveau 2", in the interface language; null without a known organism and level. */
export function divingLevelName(t: TFunction, organism: string | null, level: string | null): string | null {
  if (organism === null || level === null || !isOrganism(organism)) return null;
  const label = levelsOf(organism).find(([key]) => key === level)?.[1];
  if (label === undefined) return null;
  return `${organismName(organism)} ${levelName(t, level, label)}`;
}
