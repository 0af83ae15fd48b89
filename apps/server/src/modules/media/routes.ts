import type { MediaCalls } from '@club/shared/api/media-item';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import {
  addMediaView,
  type ItemOf,
  lastMediaItem,
  likeMediaItem,
  listMediaItems,
  type MediaKind,
  removeMediaItem,
} from './media-items.ts';

/**
 * Registers the calls every kind of media item has (`mediaCalls` of the contract), each answered by
 * the media core for that kind; a kind's own module registers the call that adds an item.
 */
export function registerMediaCalls<Kind extends MediaKind>(
  app: FastifyInstance,
  { db, store }: AppDeps,
  calls: MediaCalls<z.ZodType<ItemOf<Kind>>>,
  kind: Kind,
): void {
  registerCall(app, calls.last, ({ club, actor }) => lastMediaItem(db, kind, { club, actor }));
  registerCall(app, calls.list, ({ club, actor, body }) =>
    listMediaItems(
      db,
      kind,
      { club, actor },
      { page: body.page, spotId: body.spot_id, memberId: body.member_id, order: body.order },
    ),
  );
  registerCall(app, calls.view, ({ club, actor, params }) =>
    addMediaView(db, kind, { club, actor }, params.id),
  );
  registerCall(app, calls.like, ({ club, actor, params }) =>
    likeMediaItem(db, kind, { club, actor }, params.id),
  );
  registerCall(app, calls.remove, ({ club, actor, params }) =>
    removeMediaItem(db, store, kind, { club, actor }, params.id),
  );
}
