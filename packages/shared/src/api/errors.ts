import { z } from 'zod';

/** Every error the API answers has this body; `error` is a stable code the web app maps to its flags. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  /** Field-level details for `invalid_input`. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /**
   * The paper a sign-up was refused for (`medical_certificate_expired`...): which, and its last valid day.
   */
  paper: z.object({ Kind: z.string(), Valid_until: z.string().nullable() }).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = {
  invalidInput: 'invalid_input',
  notFound: 'not_found',
  clubNotFound: 'club_not_found',
  clubRequired: 'club_required',
  unauthenticated: 'unauthenticated',
  invalidToken: 'invalid_token',
  tokenExpired: 'token_expired',
  tokenWrongClub: 'token_wrong_club',
  forbidden: 'forbidden',
  invalidCredentials: 'invalid_credentials',
  accountNotValidated: 'account_not_validated',
  emailTaken: 'email_taken',
  wrongPassword: 'wrong_password',
  linkInvalid: 'link_invalid',
  fileTooBig: 'file_too_big',
  unsupportedFile: 'unsupported_file',
  rateLimited: 'rate_limited',
  /** News save: a written language lacks its title, or its content (SPEC.md sections 5 and 8). */
  titleError: 'title_error',
  contentError: 'content_error',
  /** Social login refused (SPEC.md section 8: the facebook error flag). */
  facebookError: 'facebook_error',
  /** Clubs (SPEC.md sections 5 and 8): alias not lowercase letters and digits, alias already used, a club
   * with spots without subscription, a club without language, a club deleting itself, a used or
   * expired hand-over token. */
  aliasError: 'alias_error',
  aliasTaken: 'alias_taken',
  subscriptionRequired: 'subscription_required',
  languageRequired: 'language_required',
  ownClub: 'own_club',
  handOverInvalid: 'hand_over_invalid',
  /** Spot creation once the club has its subscription's Max of spots. */
  spotQuotaReached: 'spot_quota_reached',
  /** A layer upload that is not a well-formed KML document (or declares a DOCTYPE or entities). */
  notKml: 'not_kml',
  /** A layer name already used by another layer of the spot. */
  layerExists: 'layer_exists',
  /** `editManager` / `changeUserPassword` aimed at the caller's own e-mail or password: those change only
   * through the profile's confirmation flows (`askNewEmail`, `changePasswordProfile` with the old password).
   * */
  ownAccount: 'own_account',
  /** Outing sign-up: below the outing's minimum certification, or past its deadline. */
  levelTooLow: 'level_too_low',
  signUpClosed: 'sign_up_closed',
  /** Outing sign-up (issue 34): a paper that will not cover the outing's day (missing, or expired by then),
   * or declared by the member where the club accepts only papers a manager checked (409). */
  medicalCertificateExpired: 'medical_certificate_expired',
  licenceExpired: 'licence_expired',
  membershipExpired: 'membership_expired',
  paperNotChecked: 'paper_not_checked',
  /** A level the member declared, where the club accepts only levels a manager checked. */
  levelNotChecked: 'level_not_checked',
  /** Dive plans (issue 31): a signed dive cannot be proposed again; a dive with a palanquée breaking a rule
   * without an override reason cannot be signed; a write made on an older version of a dive (a device that
   * was offline) is refused rather than lost; a palanquée member who is not a confirmed participant. */
  diveSigned: 'dive_signed',
  palanqueeProblem: 'palanquee_problem',
  divePlanChanged: 'dive_plan_changed',
  notAParticipant: 'not_a_participant',
  internal: 'internal',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
