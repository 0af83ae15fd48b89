import { ACTORS, type ActorKind } from './world.ts';

/**
 * Who may make each write call of the contract, written by hand from SPEC.md, not read from the
 * contract's `access`: the matrix compares the server's answers with this table, so a call declared
 * with a wrong `access` (which the pipeline alone enforces) fails it.
 *
 * `own`: who is let in on a row of this club, on its site. `foreign`: who is let in on a row of
 * another club named on this club's site (nobody unless said). The other club's people carry the
 * token of their own site, which this site never accepts for a call needing a signed-in user.
 */
export interface WriteAccess {
  own: readonly ActorKind[];
  foreign?: readonly ActorKind[];
}

/** Anyone, signed in or not. */
const anyone = ACTORS;
/** Any signed-in user of this club, or the super administrator. */
const clubUsers = ['member', 'manager', 'superAdministrator'] as const;
/** This club's own people only: the super administrator belongs to no club (private messages). */
const clubPeople = ['member', 'manager'] as const;
/** This club's manager, or the super administrator. */
const managers = ['manager', 'superAdministrator'] as const;
const superAdministrator = ['superAdministrator'] as const;

export const writeAccess: Record<string, WriteAccess> = {
  // accounts: one's own, or a link or token that is the credential
  'POST /api/Users/askNewEmail': { own: clubUsers },
  'POST /api/Users/changePassword': { own: anyone },
  'POST /api/Users/changePasswordProfile': { own: clubUsers },
  'POST /api/Users/connection/': { own: anyone },
  'POST /api/Users/editAvatar': { own: clubUsers },
  'POST /api/Users/register': { own: anyone },
  'GET /api/Users/removeToken/{token}': { own: anyone },
  'POST /api/Users/resetPassword': { own: anyone },
  'GET /api/Users/setNewEmail/{token}': { own: anyone },
  'POST /api/Users/updateProfile': { own: clubUsers },
  'GET /api/Users/validate/{token}': { own: anyone },
  'POST /api/Users/facebook': { own: anyone },
  'POST /api/Users/redeemHandOverToken': { own: anyone },
  // Only a member deletes their account: the manager hands the club over first, and the super
  // administrator's account is no member's.
  'POST /api/Users/deleteMyAccount': { own: ['member'] },

  // the club
  'POST /api/Clubs/createCarouselPicture': { own: managers },
  'GET /api/Clubs/deleteCarouselPicture/{id}': { own: managers },
  'POST /api/Clubs/editClub': { own: managers },
  'POST /api/Clubs/editClubInfos': { own: managers },
  'POST /api/Clubs/editLogoUrl': { own: managers },
  'GET /api/Clubs/toggleLive/{id}': { own: managers },
  'POST /api/Imprint/editImageUrl': { own: managers },
  'POST /api/Imprint/updateImprint': { own: managers },
  'POST /api/Dolphyn/updateDolphyn': { own: managers },
  'POST /api/Analytics/addPageView': { own: anyone },

  // the platform: the super administrator, for every club from any site
  'POST /api/Clubs/createClub': { own: superAdministrator },
  'GET /api/Clubs/deleteClub/{id}': { own: superAdministrator },
  'POST /api/Clubs/editClubByAdmin': { own: superAdministrator, foreign: superAdministrator },
  'GET /api/Users/generateNewToken/{clubId}': { own: superAdministrator, foreign: superAdministrator },
  'POST /api/Dolphyn/updateSolutions': { own: superAdministrator },

  // members: a manager their club's accounts, the super administrator anyone's
  'POST /api/Users/changeUserPassword': { own: managers, foreign: superAdministrator },
  'POST /api/Users/editManager': { own: managers, foreign: superAdministrator },
  'POST /api/Users/editManagerAvatar/{id}': { own: managers, foreign: superAdministrator },
  'GET /api/Users/removeUser/{id}': { own: managers },

  // news: written by the manager; comments by the club's users, deleted by their author or the manager
  'GET /api/News/deleteNews/{id}': { own: managers },
  'POST /api/News/editImageUrl/{id}': { own: managers },
  'POST /api/News/editNewsContent': { own: managers },
  'POST /api/News/addComment': { own: clubUsers },
  'GET /api/News/deleteComment/{id}': { own: clubUsers },

  // messages (reading a conversation marks it read)
  'GET /api/Messages/getMessages/{userId}/{page}': { own: clubPeople },
  'POST /api/Messages/sendMessage': { own: clubPeople },

  // media: added, liked and deleted (one's own) by the club's users; a view counted for anyone
  'GET /api/Pictures/addView/{id}': { own: anyone },
  'GET /api/Pictures/deletePicture/{id}': { own: clubUsers },
  'GET /api/Pictures/likePicture/{id}': { own: clubUsers },
  'POST /api/Pictures/uploadPicture': { own: clubUsers },
  'GET /api/Videos/addView/{id}': { own: anyone },
  'POST /api/Videos/createVideo': { own: clubUsers },
  'GET /api/Videos/deleteVideo/{id}': { own: clubUsers },
  'GET /api/Videos/likeVideo/{id}': { own: clubUsers },

  // spots, their layers and lives: the manager
  'POST /api/Spots/createSpot': { own: managers },
  'POST /api/Spots/editSpot': { own: managers },
  'POST /api/Spots/editSpotInfos': { own: managers },
  'GET /api/Spots/deleteSpot/{id}': { own: managers },
  'POST /api/Spots/uploadKmlFile': { own: managers },
  'POST /api/Spots/uploadLayerFile': { own: managers },
  'POST /api/Spots/editKmlFile': { own: managers },
  'GET /api/Spots/deleteLayer/{name}/{spotId}/{uploadedFlag}': { own: managers },
  'POST /api/Spots/restoreLayerVersion': { own: managers },
  'POST /api/Spots/uploadMarkerPicture': { own: managers },
  'GET /api/Spots/createLive/{id}': { own: managers },
  'POST /api/Spots/updateLive': { own: managers },
  'GET /api/Spots/finishLive/{id}': { own: managers },

  // outings: run by the manager; members of the club sign themselves up (the super administrator
  // belongs to no club); the manager's message to the participants is a private message of the club
  'POST /api/Outings/createOuting': { own: managers },
  'POST /api/Outings/editOuting': { own: managers },
  'GET /api/Outings/deleteOuting/{id}': { own: managers },
  'POST /api/Outings/setParticipant': { own: managers },
  'GET /api/Outings/signUp/{id}': { own: clubPeople },
  'GET /api/Outings/cancelSignUp/{id}': { own: clubPeople },
  'POST /api/Outings/messageParticipants': { own: ['manager'] },

  // divers' papers: a member writes their own file, the manager and the super administrator any
  // member's of the club; the import and the club's rules are the manager's
  'POST /api/Users/updateDiverFile': { own: clubUsers },
  'POST /api/Clubs/importDiverFiles': { own: managers },
  'POST /api/Clubs/editPaperRules': { own: managers },

  // dive plans: the club's managers and the outing's dive director (a member named DP in
  // dive-plans.test.ts); a member of the club says their own wishes for an outing they signed up for
  'POST /api/Outings/proposeDivePlan': { own: managers },
  'POST /api/Outings/saveDivePlan': { own: managers },
  'POST /api/Outings/signDive': { own: managers },
  'POST /api/Outings/recordDiveActuals': { own: managers },
  'POST /api/Outings/setDiveWishes': { own: clubPeople },
};
