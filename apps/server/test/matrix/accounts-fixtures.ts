import { DEFAULT_PASSWORD } from '../factories.ts';
import { type CallFixture, freshMember, noRow, notAMember, profile, row } from './call-fixture.ts';
import { buildOneTimeToken, buildUnvalidated, unique } from './world.ts';

/** The matrix's fixtures of a person's own account: sign-up, sign-in, profile, social login, own data. */
export const accountsFixtures: Record<string, CallFixture> = {
  // accounts
  'POST /api/Users/askNewEmail': noRow(() => ({
    body: { new_email: `${unique('new')}@example.org`, password: DEFAULT_PASSWORD },
  })),
  'POST /api/Users/changePassword': noRow(({ side }) => ({
    body: { email: side.member.email, club_id: side.club.id },
  })),
  'POST /api/Users/changePasswordProfile': noRow(
    () => ({ body: { old_password: DEFAULT_PASSWORD, new_password: 'another long password' } }),
    { freshActor: true },
  ),
  'POST /api/Users/connection/': noRow(({ side }) => ({
    body: { email: side.member.email, password: DEFAULT_PASSWORD, club_id: side.club.id },
  })),
  'POST /api/Users/editAvatar': noRow(() => ({ file: true })),
  'GET /api/Users/getRole': noRow(() => ({})),
  'GET /api/Users/getUserDetailsByToken': noRow(() => ({})),
  'POST /api/Users/register': noRow(() => ({
    body: { ...profile, Email: `${unique('reg')}@example.org`, Password: DEFAULT_PASSWORD },
  })),
  'GET /api/Users/removeToken/{token}': noRow(() => ({ params: { token: 'a'.repeat(43) } })),
  // The reset link of a member of club B, opened on club A's site, is not valid there.
  'POST /api/Users/resetPassword': row(
    async (context) => ({
      body: {
        token: await buildOneTimeToken(context.world.t, {
          purpose: 'reset_password',
          user: await freshMember(context),
          clubId: context.side.club.id,
        }),
        new_password: 'another long password',
      },
    }),
    { refusedStatuses: [400] },
  ),
  'GET /api/Users/setNewEmail/{token}': row(
    async (context) => ({
      params: {
        token: await buildOneTimeToken(context.world.t, {
          purpose: 'change_email',
          user: await freshMember(context),
          clubId: context.side.club.id,
          newEmail: `${unique('changed')}@example.org`,
        }),
      },
    }),
    { refusedStatuses: [400] },
  ),
  'POST /api/Users/updateProfile': noRow(() => ({ body: { ...profile, Language_key: 'fr' } })),
  'GET /api/Users/validate/{token}': row(
    async ({ world, side }) => ({
      params: {
        token: await buildOneTimeToken(world.t, {
          purpose: 'validate_account',
          user: await buildUnvalidated(world.t, side.club),
          clubId: side.club.id,
        }),
      },
    }),
    { refusedStatuses: [400] },
  ),
  'GET /api/Countries/getAllCountries': noRow(() => ({})),

  // social login, own data
  // No provider is configured in tests: the call answers facebook_error (400) to everyone it lets in.
  'POST /api/Users/facebook': noRow(() => ({ body: { code: 'abc' } }), { allowedStatuses: [400] }),
  'GET /api/Users/facebookAvailable': noRow(() => ({})),
  // The super administrator's account is no member's: it has no member's data to export here.
  'POST /api/Users/deleteMyAccount': noRow(() => ({ body: { password: DEFAULT_PASSWORD } }), {
    freshActor: true,
  }),
  'GET /api/Users/exportMyData': noRow(() => ({}), notAMember),
};
