/**
 * Account forms: the calls' bodies with the confirmations a person types twice.
 * Only the web app's forms import this file: the schemas stay out of the public pages' JavaScript.
 */
import { z } from 'zod';
import { changePasswordProfile, register, resetPassword } from '../api/users.ts';

/**
 * Where a password's confirmation that differs from it is shown (SPEC.md section 5): on the
 * confirmation field, with the form's own words. The rule runs even when other fields are refused,
 * so that a person sees every error at once.
 */
function mismatchOn(confirmation: string) {
  return {
    message: 'account.passwordMismatch',
    path: [confirmation],
    when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
  };
}

const confirmationField = z.string().max(200);

/** The registration form: the call's body and the password's confirmation. */
export const registerForm = register.body
  .extend({ PasswordConfirmation: confirmationField })
  .refine((body) => body.Password === body.PasswordConfirmation, mismatchOn('PasswordConfirmation'));

/** The profile's password tab: the call's body and the new password's confirmation. */
export const changePasswordProfileForm = changePasswordProfile.body
  .extend({ confirmation: confirmationField })
  .refine((body) => body.new_password === body.confirmation, mismatchOn('confirmation'));

/** The reset-password page: the call's body and the new password's confirmation. */
export const resetPasswordForm = resetPassword.body
  .extend({ confirmation: confirmationField })
  .refine((body) => body.new_password === body.confirmation, mismatchOn('confirmation'));

/**
 * A form that confirms an action with the current password (deleting one's own account): required
 * there, as `askNewEmail` and `changePasswordProfile` require it.
 */
export const currentPasswordForm = z.object({ password: z.string().min(1).max(200) });
