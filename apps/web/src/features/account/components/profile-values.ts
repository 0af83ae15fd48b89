import type { User } from '@club/shared/api/users';
import { isOrganism, type Organism } from '@club/shared/domain/organisms';
import { type PracticeType, practiceTypeSum, practiceTypesOf } from '@club/shared/domain/practice-type';

/** What the profile fields hold while a person edits them (select and input values are text). */
export type ProfileValues = {
  Firstname: string;
  Lastname: string;
  Nickname: string;
  /** Country id as the select's value, or null. */
  Country_id: string | null;
  gender: 'female' | 'male' | '';
  /** `YYYY-MM-DD` from the date input, or ''. */
  Birthdate: string;
  practiceTypes: PracticeType[];
  Organism: Organism | null;
  Diving_level: string | null;
};

export type ProfileField = keyof ProfileValues;

export const emptyProfileValues: ProfileValues = {
  Firstname: '',
  Lastname: '',
  Nickname: '',
  Country_id: null,
  gender: '',
  Birthdate: '',
  practiceTypes: [],
  Organism: null,
  Diving_level: null,
};

export function profileValuesOf(user: User): ProfileValues {
  return {
    Firstname: user.Firstname,
    Lastname: user.Lastname,
    Nickname: user.Nickname ?? '',
    Country_id: user.Country_id === null ? null : String(user.Country_id),
    gender: user.Gender === null ? '' : user.Gender ? 'female' : 'male',
    Birthdate: user.Birthdate?.slice(0, 10) ?? '',
    practiceTypes: practiceTypesOf(user.Practice_type),
    Organism: user.Organism !== null && isOrganism(user.Organism) ? user.Organism : null,
    Diving_level: user.Diving_level,
  };
}

/**
 * The profile fields as the API names them, ready for the shared schema to check: Gender true is
 * female (the documented boolean), practice types become their bit sum, empty texts become null there.
 */
export function profileBodyOf(values: ProfileValues) {
  return {
    Firstname: values.Firstname,
    Lastname: values.Lastname,
    Nickname: values.Nickname,
    Country_id: values.Country_id,
    Gender: values.gender === '' ? null : values.gender === 'female',
    Birthdate: values.Birthdate,
    Practice_type: practiceTypeSum(values.practiceTypes),
    Organism: values.Organism,
    Diving_level: values.Organism === null ? null : values.Diving_level,
  };
}

/** A refused body field's form field: the API's names where the form names them differently. */
export function profileFieldOf(path: string): string {
  if (path === 'Gender') return 'gender';
  if (path === 'Practice_type') return 'practiceTypes';
  return path;
}
