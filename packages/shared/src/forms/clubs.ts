/**
 * Club forms: per-language texts and the super administrator's club form.
 * Only the web app's forms import this file: the schemas stay out of the public pages' JavaScript.
 */
import { z } from 'zod';
import { createClub, editClubByAdmin } from '../api/clubs-super-administrator.ts';
import { isValidAlias } from '../domain/alias.ts';

/**
 * A form that edits a per-language call's body in several languages at once (the club's information,
 * the legal notice, the live page): one body by language key, so each error keeps its language.
 */
export const byLanguage = <T extends z.ZodType>(body: T) => z.record(z.string(), body);

/**
 * The rules the service checks on a club the super administrator saves (SPEC.md section 5), as field
 * rules, so that the creation and edition form shows them on their fields before sending. The server
 * keeps answering its codes (alias_error, language_required, subscription_required) to other clients.
 * Messages are translation keys.
 */
function checkClubByAdminRules(
  club: { alias: string; Spot: boolean; Subscription_id?: number | null; languages: string[] },
  context: z.RefinementCtx,
) {
  if (club.alias === '' || !isValidAlias(club.alias))
    context.addIssue({ code: 'custom', path: ['alias'], message: 'clubPages.form.aliasError' });
  if (club.languages.length === 0)
    context.addIssue({ code: 'custom', path: ['languages'], message: 'clubPages.form.languageRequired' });
  if (club.Spot && (club.Subscription_id ?? null) === null)
    context.addIssue({
      code: 'custom',
      path: ['Subscription_id'],
      message: 'clubPages.form.subscriptionRequired',
    });
}

/** The club creation form: createClub's body and the service's rules on alias, languages, subscription. */
export const createClubForm = createClub.body.superRefine(checkClubByAdminRules);

/** The super administrator's club edition form: editClubByAdmin's body and the same rules. */
export const editClubByAdminForm = editClubByAdmin.body.superRefine(checkClubByAdminRules);
