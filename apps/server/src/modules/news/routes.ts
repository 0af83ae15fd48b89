import { idField } from '@club/shared/api/fields';
import {
  addComment,
  deleteComment,
  deleteNews,
  editImageUrl,
  editNewsContent,
  getComments,
  getLastNewsByClub,
  getNewsByClub,
  getNewsById,
  getNewsDetails,
} from '@club/shared/api/news';
import type { FastifyInstance } from 'fastify';
import { clubSiteUrl } from '../../config.ts';
import { registerCall } from '../../platform/api-routes.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { readWebIndex, renderSharedPage } from './open-graph.ts';
import * as news from './service.ts';

export function newsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, store } = deps;

  registerCall(app, getLastNewsByClub, ({ club, actor, params, language }) =>
    news.getLastNews(db, { club, actor }, { language }),
  );
  registerCall(app, getNewsByClub, ({ club, actor, params, language }) =>
    news.listNews(db, { club, actor }, { page: params.page, language }),
  );
  registerCall(app, getNewsDetails, ({ club, actor, params, language }) =>
    news.getNewsDetails(db, { club, actor }, { id: params.id, language }),
  );
  registerCall(app, getComments, ({ club, actor, params }) =>
    news.listNewsComments(db, { club, actor }, params.id),
  );
  registerCall(app, addComment, ({ club, actor, body }) =>
    news.addNewsComment(db, { club, actor }, { newsId: body.news_id, content: body.comment_content }),
  );
  registerCall(app, deleteComment, ({ club, actor, params }) =>
    news.deleteNewsComment(db, { club, actor }, params.id),
  );
  registerCall(app, getNewsById, ({ club, actor, params }) =>
    news.getNewsForEdit(db, { club, actor }, params.id),
  );
  registerCall(app, editNewsContent, ({ club, actor, body }) => news.saveNews(db, { club, actor }, body));
  registerCall(app, editImageUrl, ({ club, actor, params, file }) =>
    news.replaceNewsPicture(db, store, { club, actor }, { newsId: params.id, file: file?.data ?? null }),
  );
  registerCall(app, deleteNews, ({ club, actor, params }) =>
    news.deleteNews(db, store, { club, actor }, params.id),
  );

  // The shareable page of a news item: the web app, with the item's link-preview tags in its <head>.
  app.get<{ Params: { id: string } }>('/news/:id', async (request, reply) => {
    if (request.club === null) return reply.callNotFound();
    const newsId = idField.safeParse(request.params.id);
    const siteUrl = clubSiteUrl(deps.config, request.club.alias);
    const page = newsId.success
      ? await news.describeNewsForSharing(db, request.club, { newsId: newsId.data, siteUrl })
      : null;
    if (page === null) {
      // A deleted or unknown item: a 404 that is still the club's site, where the web app says
      // 'Not found' (SPEC.md section 2) and the visitor can go on browsing.
      const indexHtml = await readWebIndex(deps.config.webDistDir);
      if (indexHtml === null) return reply.callNotFound();
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml);
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await renderSharedPage(deps.config.webDistDir, page));
  });
}
