import type { CallFixture, FixtureContext } from './call-fixture.ts';

/** The file of the caller when they are a member of that club, else of the club's member. */
const fileOwnerId = ({ side, actor }: FixtureContext) =>
  actor.user && actor.user.clubId === side.club.id ? actor.user.id : side.member.id;

const papers = {
  Licence_number: 'A-1',
  Licence_season: 2027,
  Medical_certificate_date: '2026-03-10',
  Membership_until: '2027-08-31',
  Parental_consent: false,
};

/** The divers' papers calls of the authorization matrix (issue 34). */
export const diverFilesFixtures: Record<string, CallFixture> = {
  // A member reads their own file; the manager and the super administrator the club's member's.
  'GET /api/Users/getDiverFile/{userId}': {
    rows: true,
    build: (context) => ({ params: { userId: fileOwnerId(context) } }),
  },
  'POST /api/Users/updateDiverFile': {
    rows: true,
    build: (context) => ({ body: { User_id: fileOwnerId(context), ...papers } }),
  },
  'GET /api/Clubs/getDiverFiles/{clubId}': {
    rows: true,
    build: ({ side }) => ({ params: { clubId: side.club.id } }),
  },
  'GET /api/Clubs/exportDiverFiles/{clubId}': {
    rows: true,
    build: ({ side }) => ({ params: { clubId: side.club.id } }),
  },
  // The matrix sends its JPEG as the file: once let in, it is refused as not CSV (400).
  'POST /api/Clubs/importDiverFiles': {
    rows: true,
    build: ({ side }) => ({
      body: { Club_id: side.club.id, Mapping: JSON.stringify({ Licence: 'licence_number' }), Dry_run: true },
      file: true,
    }),
    allowedStatuses: [400],
  },
  'GET /api/Clubs/getPaperRules/{clubId}': {
    rows: true,
    build: ({ side }) => ({ params: { clubId: side.club.id } }),
  },
  'POST /api/Clubs/editPaperRules': {
    rows: true,
    build: ({ side }) => ({
      body: {
        Club_id: side.club.id,
        Medical_certificate_check: 'warn',
        Licence_check: 'warn',
        Membership_check: 'off',
        Accept_declared: true,
        Season_end: '08-31',
        Manager_digest: true,
      },
    }),
  },
};
