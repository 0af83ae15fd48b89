import { type CallFixture, clubParam, freshMember, noRow, notAMember, profile, row } from './call-fixture.ts';
import { buildOneTimeToken } from './world.ts';

/** The matrix's fixtures of a club's members: their management by the manager, and their messages. */
export const membersFixtures: Record<string, CallFixture> = {
  // members
  'POST /api/Users/changeUserPassword': row(async (context) => {
    const target = await freshMember(context);
    return { body: { id: target.id, email: target.email, new_password: 'another long password' } };
  }),
  'GET /api/Users/countUsersByClub/{clubId}': row(clubParam),
  'POST /api/Users/editManager': row(({ side }) => ({
    body: { ...profile, Id: side.member.id, Email: side.member.email, Phone: null, Function: null },
  })),
  'POST /api/Users/editManagerAvatar/{id}': row(({ side }) => ({
    params: { id: side.member.id },
    file: true,
  })),
  'GET /api/Users/generateNewToken/{clubId}': row(clubParam),
  'GET /api/Users/getAllUsersByClub/{clubId}': row(clubParam),
  'GET /api/Users/getUserById/{id}': row(({ side }) => ({ params: { id: side.member.id } }), {
    foreignAllowed: ['superAdministrator'],
  }),
  'GET /api/Users/getUsersByClub/{clubId}/{page}': row(({ side }) => ({
    params: { clubId: side.club.id, page: 1 },
  })),
  // The token is the credential; one made for club B is refused on club A's site (hand_over_invalid).
  'POST /api/Users/redeemHandOverToken': row(
    async ({ world, side }) => ({
      body: {
        token: await buildOneTimeToken(world.t, {
          purpose: 'club_handover',
          user: world.superAdministrator,
          clubId: side.club.id,
        }),
      },
    }),
    { refusedStatuses: [400] },
  ),
  'GET /api/Users/removeUser/{id}': row(async (context) => ({
    params: { id: (await freshMember(context)).id },
  })),

  // messages: between members of one club; the super administrator belongs to no club (SPEC.md section 4)
  'GET /api/Messages/countUnread': noRow(() => ({}), notAMember),
  'GET /api/Users/getAllUsersByClubForMessage/{clubId}': row(clubParam, notAMember),
  'GET /api/Messages/getMessages/{userId}/{page}': row(({ side }) => ({
    params: { userId: side.peer.id, page: 1 },
  })),
  'GET /api/Users/getUsersByMessage': noRow(() => ({}), notAMember),
  'POST /api/Messages/sendMessage': row(
    ({ side }) => ({ body: { user_id: side.peer.id, message: 'Salut' } }),
    { refusedStatuses: [400] },
  ),
};
