import {
  addComment,
  deleteComment,
  deleteNews,
  editImageUrl,
  editNewsContent,
  getComments,
  getCommentsPage,
  getLastNewsByClub,
  getNewsByClub,
  getNewsById,
  getNewsDetails,
} from '@club/shared/api/news';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import * as news from './service.ts';
import { getLastNewsItem, listNews } from './summaries.ts';

export function newsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, store } = deps;

  registerCall(app, getLastNewsByClub, ({ club, actor, language }) =>
    getLastNewsItem(db, { club, actor }, { language }),
  );
  registerCall(app, getNewsByClub, ({ club, actor, params, language }) =>
    listNews(db, { club, actor }, { page: params.page, language }),
  );
  registerCall(app, getNewsDetails, ({ club, actor, params, language }) =>
    news.getNewsDetails(db, { club, actor }, { id: params.id, language }),
  );
  registerCall(app, getComments, ({ club, actor, params }) =>
    news.listNewsComments(db, { club, actor }, params.id),
  );
  registerCall(app, getCommentsPage, ({ club, actor, params, body }) =>
    news.listNewsCommentsPage(db, { club, actor }, { newsId: params.id, before: body.before ?? null }),
  );
  registerCall(app, addComment, ({ club, actor, body }) =>
    news.addNewsComment(db, { club, actor }, { newsId: body.news_id, content: body.comment_content }),
  );
  registerCall(app, deleteComment, ({ club, actor, params }) =>
    news.deleteNewsComment(db, { club, actor }, params.id),
  );
  registerCall(app, getNewsById, ({ club, actor, params }) =>
    news.getNewsItemForEdit(db, { club, actor }, params.id),
  );
  registerCall(app, editNewsContent, ({ club, actor, body }) => news.saveNewsItem(db, { club, actor }, body));
  registerCall(app, editImageUrl, ({ club, actor, params, file }) =>
    news.replaceNewsItemPicture(db, store, { club, actor }, { newsId: params.id, file: file?.data ?? null }),
  );
  registerCall(app, deleteNews, ({ club, actor, params }) =>
    news.deleteNewsItem(db, store, { club, actor }, params.id),
  );
}
