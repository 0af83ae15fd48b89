import { readFileSync } from 'node:fs';
import path from 'node:path';
import { changePassword } from '@club/shared/api/users';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaValidator } from './schema-form.ts';

const french = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../public/Translations/fr.json'), 'utf8'),
) as Record<string, unknown>;

beforeAll(async () => {
  await i18next.init({ lng: 'fr', resources: { fr: { translation: french } } });
});

describe('schemaValidator', () => {
  const validate = schemaValidator<{ email: string }>(changePassword.body);

  it('says an empty field is required', () => {
    expect(validate({ email: '' })).toEqual({ email: 'Ce champ est obligatoire' });
  });

  it('says a malformed e-mail is invalid, not missing', () => {
    expect(validate({ email: 'pas-une-adresse' })).toEqual({ email: 'Adresse e-mail invalide' });
  });

  it('has nothing to say of a valid body', () => {
    expect(validate({ email: 'marin@demo.localhost' })).toEqual({});
  });
});
