import { describe, expect, it } from 'vitest';
import { editClubInfos } from '../api/clubs.ts';
import { createClub } from '../api/clubs-super-administrator.ts';
import { byLanguage, createClubForm, editClubByAdminForm } from './clubs.ts';

const complete = {
  club_name: 'Les Mérous',
  alias: 'merous',
  Spot: true,
  Subscription_id: 1,
  languages: ['fr'],
  firstname: 'Jeanne',
  lastname: 'Corail',
  manager_email: 'jeanne@example.org',
  password: 'Corail-2026',
};

const refused = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the super administrator club form', () => {
  it('takes what createClub takes', () => {
    expect(createClubForm.safeParse(complete).success).toBe(true);
    expect(createClub.body.safeParse(complete).success).toBe(true);
  });

  it('names the field of each rule the service checks, with its translation key', () => {
    const result = createClubForm.safeParse({
      ...complete,
      alias: 'Bad-Alias',
      languages: [],
      Subscription_id: null,
    });
    expect(refused(result)).toEqual({
      alias: 'clubPages.form.aliasError',
      languages: 'clubPages.form.languageRequired',
      Subscription_id: 'clubPages.form.subscriptionRequired',
    });
    // The call itself still lets these through, for the service to answer its codes (SPEC.md section 8).
    expect(createClub.body.safeParse({ ...complete, alias: 'Bad-Alias', languages: [] }).success).toBe(true);
  });

  it('shows the rules and the empty manager fields together', () => {
    const result = createClubForm.safeParse({ ...complete, alias: '', firstname: '', manager_email: '' });
    expect(Object.keys(refused(result)).sort()).toEqual(['alias', 'firstname', 'manager_email']);
  });

  it('needs no subscription for a club without spots, also in edition', () => {
    const { firstname, lastname, manager_email, password, ...club } = complete;
    expect(
      editClubByAdminForm.safeParse({ ...club, Id: 3, Spot: false, Subscription_id: null }).success,
    ).toBe(true);
    expect(refused(editClubByAdminForm.safeParse({ ...club, Id: 3, Subscription_id: null }))).toEqual({
      Subscription_id: 'clubPages.form.subscriptionRequired',
    });
  });
});

describe('byLanguage', () => {
  it('checks one body per language and keeps the language in the error path', () => {
    const schema = byLanguage(editClubInfos.body);
    const body = (Language_key: string, Description: string) => ({
      Club_id: 1,
      Language_key,
      Description,
      Opening: '',
    });
    expect(schema.safeParse({ fr: body('fr', 'Bonjour'), en: body('en', 'Hello') }).success).toBe(true);
    expect(
      Object.keys(refused(schema.safeParse({ fr: body('fr', 'x'), en: body('en', 'x'.repeat(20_001)) }))),
    ).toEqual(['en.Description']);
  });
});
