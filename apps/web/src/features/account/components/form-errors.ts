import { useState } from 'react';
import type { ProfileValues } from './profile-values.ts';

/** Error message per API field name (`Email`, `Firstname`, ...) plus the forms' own fields. */
export type FieldErrors = Partial<Record<string, string>>;

/** Which API field each edited value feeds, so that editing a field clears its error. */
const apiFieldOf: Record<keyof ProfileValues, string> = {
  Firstname: 'Firstname',
  Lastname: 'Lastname',
  Nickname: 'Nickname',
  Country_id: 'Country_id',
  gender: 'Gender',
  Birthdate: 'Birthdate',
  practiceTypes: 'Practice_type',
  Organism: 'Organism',
  Diving_level: 'Diving_level',
};

/** Field errors set on submit and cleared one by one as the person corrects the fields. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = (...fields: string[]) =>
    setErrors((current) => {
      if (!fields.some((field) => current[field] !== undefined)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  const clearProfileFields = (patch: Partial<ProfileValues>) =>
    clear(...(Object.keys(patch) as (keyof ProfileValues)[]).map((key) => apiFieldOf[key]));
  return { errors, setErrors, clear, clearProfileFields };
}

/** The first-level field names the shared schema complained about. */
export function fieldsWithIssues(issues: readonly { path: readonly PropertyKey[] }[]): string[] {
  const fields = new Set<string>();
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string') fields.add(field);
  }
  return [...fields];
}
