import { author, type CallFixture, clubParam, row } from './call-fixture.ts';
import { buildPicture, buildVideo } from './world.ts';

/** The matrix's fixtures of a club's pictures and videos. */
export const mediaFixtures: Record<string, CallFixture> = {
  // pictures
  'GET /api/Pictures/addView/{id}': row(({ side }) => ({ params: { id: side.picture.id } })),
  'GET /api/Pictures/deletePicture/{id}': row(async (context) => ({
    params: {
      id: (await buildPicture(context.world.t, context.side.club, author(context), context.side.spot.id)).id,
    },
  })),
  'GET /api/Pictures/getLastPicture/{clubId}': row(clubParam),
  'POST /api/Pictures/getPictures': row(({ side }) => ({ body: { page: 1, club_id: side.club.id } })),
  'GET /api/Pictures/likePicture/{id}': row(({ side }) => ({ params: { id: side.picture.id } })),
  'POST /api/Pictures/uploadPicture': row(
    ({ side }) => ({ body: { Name: 'Mérou', Spot_id: side.spot.id }, file: true }),
    {
      refusedStatuses: [400],
    },
  ),

  // videos
  'GET /api/Videos/addView/{id}': row(({ side }) => ({ params: { id: side.video.id } })),
  'POST /api/Videos/createVideo': row(
    ({ side }) => ({
      body: {
        Name: 'Nuit',
        Url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        Spot_id: side.spot.id,
        Is_vr: false,
      },
    }),
    { refusedStatuses: [400] },
  ),
  'GET /api/Videos/deleteVideo/{id}': row(async (context) => ({
    params: {
      id: (await buildVideo(context.world.t, context.side.club, author(context), context.side.spot.id)).id,
    },
  })),
  'GET /api/Videos/getLastVideo/{clubId}': row(clubParam),
  'POST /api/Videos/getVideos': row(({ side }) => ({ body: { page: 1, club_id: side.club.id } })),
  'GET /api/Videos/likeVideo/{id}': row(({ side }) => ({ params: { id: side.video.id } })),
};
