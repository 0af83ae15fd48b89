import { author, type CallFixture, clubParam, row } from './call-fixture.ts';
import { buildComment, buildNews } from './world.ts';

/** The matrix's fixtures of a club's news items and their comments. */
export const newsFixtures: Record<string, CallFixture> = {
  // news
  'POST /api/News/addComment': row(({ side }) => ({
    body: { news_id: side.news.id, comment_content: 'Merci !' },
  })),
  'GET /api/News/deleteComment/{id}': row(async (context) => ({
    params: {
      id: (await buildComment(context.world.t, context.side.club, context.side.news.id, author(context))).id,
    },
  })),
  'GET /api/News/deleteNews/{id}': row(async ({ world, side }) => ({
    params: { id: (await buildNews(world.t, side.club, side.manager)).id },
  })),
  'POST /api/News/editImageUrl/{id}': row(({ side }) => ({ params: { id: side.news.id }, file: true })),
  'POST /api/News/editNewsContent': row(({ side }) => ({
    body: {
      Id: side.news.id,
      Is_event: false,
      Event_date: null,
      news_list: [{ Language_key: 'fr', Title: 'Sortie', Intro_content: '', News_content: '<p>Port</p>' }],
    },
  })),
  'GET /api/News/getComments/{id}': row(({ side }) => ({ params: { id: side.news.id } })),
  'GET /api/News/getCommentsPage/{id}': row(async (context) => ({
    params: { id: context.side.news.id },
    // The page before a new comment of the item: the cursor is a row of the same club too.
    body: {
      before: (await buildComment(context.world.t, context.side.club, context.side.news.id, author(context)))
        .id,
    },
  })),
  'GET /api/News/getLastNewsByClub/{clubId}': row(clubParam),
  'GET /api/News/getNewsByClub/{clubId}/{page}': row(({ side }) => ({
    params: { clubId: side.club.id, page: 1 },
  })),
  'GET /api/News/getNewsById/{id}': row(({ side }) => ({ params: { id: side.news.id } })),
  'GET /api/News/getNewsDetails/{id}': row(({ side }) => ({ params: { id: side.news.id } })),
};
