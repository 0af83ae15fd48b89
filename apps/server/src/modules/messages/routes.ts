import { errorCodes } from '@club/shared/api/errors';
import {
  countUnread,
  getAllUsersByClubForMessage,
  getMessages,
  getUsersByMessage,
  MESSAGE_EVENTS_PATH,
  sendMessage,
} from '@club/shared/api/messages';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { authorize } from '../../platform/http/calls/access.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isMemberOf } from '../../platform/http/policy.ts';
import type { LiveEvent } from './delivery.ts';
import * as messages from './service.ts';

/** The event stream is a member's, on their club's site, as the calls of messages are. */
const MESSAGE_EVENTS_RULE = { access: 'member', tenancy: 'club' } as const;

/** Heartbeat of the event stream, so proxies keep an idle connection open. */
const HEARTBEAT_MS = 25_000;

export function messagesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, notifier } = deps;

  registerCall(app, getMessages, ({ club, actor, params }) =>
    messages.getConversationPage(db, notifier, { club, actor }, params),
  );
  registerCall(app, sendMessage, ({ club, actor, body }) =>
    messages.sendMessage(db, notifier, { club, actor }, body),
  );
  registerCall(app, countUnread, ({ club, actor }) => messages.countUnread(db, { club, actor }));
  registerCall(app, getUsersByMessage, ({ club, actor }) =>
    messages.listOwnConversations(db, { club, actor }),
  );
  registerCall(app, getAllUsersByClubForMessage, ({ club, actor }) =>
    messages.listRecipients(db, { club, actor }),
  );

  // The signed-in member's live events (server-sent events). Each `message` or `read` event names ids
  // only; the page reloads what it shows. The token travels in the Authorization header, as for calls.
  type End = (replaced?: boolean) => void;
  const open = new Set<End>();
  // Each member's open streams in this process, oldest first: over the cap, the oldest is closed, so
  // one token cannot hold thousands of connections and a member's newest tab always gets its events.
  const streamsOf = new Map<number, End[]>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.get(MESSAGE_EVENTS_PATH, async (request, reply) => {
    authorize(MESSAGE_EVENTS_RULE, request);
    if (!isMemberOf(request.actor, request.club)) {
      throw new AppError(403, errorCodes.forbidden, 'Private messages are between members of this club');
    }
    const userId = request.actor.userId;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const unsubscribe = notifier.subscribe(userId, (event) => {
      const { type, ...data } = event as LiveEvent;
      raw.write(`event: ${type}\ndata: ${JSON.stringify('message' in data ? data.message : {})}\n\n`);
    });
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const end: End = (replaced = false) => {
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      unsubscribe();
      const mine = streamsOf.get(userId) ?? [];
      const at = mine.indexOf(end);
      if (at >= 0) mine.splice(at, 1);
      if (mine.length === 0) streamsOf.delete(userId);
      // Tells the page why its stream ends: a newer one of the same member took its place.
      if (replaced) raw.write('event: replaced\ndata: {}\n\n');
      raw.end();
    };
    open.add(end);
    const streams = streamsOf.get(userId) ?? [];
    streams.push(end);
    streamsOf.set(userId, streams);
    while (streams.length > deps.config.liveStreamsPerMember) streams.shift()?.(true);
    request.raw.on('close', () => end());
    // Tells the client it is subscribed: nothing sent from now on is missed.
    raw.write(': connected\n\n');
  });
}
