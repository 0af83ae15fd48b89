import {
  cancelSignUp,
  createOuting,
  deleteOuting,
  editOuting,
  exportParticipants,
  getCalendar,
  getMyOutings,
  getOuting,
  getOutingCalendarFile,
  getOutings,
  getParticipants,
  messageParticipants,
  setParticipant,
  signUp,
} from '@club/shared/api/outings';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import { clubCalendar, outingCalendarFile } from './calendar-feed.ts';
import { messageParticipants as messageAll } from './message-participants.ts';
import * as participants from './participants.ts';
import { exportParticipantsCsv } from './participants-csv.ts';
import * as outings from './service.ts';

export function outingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config, notifier } = deps;

  registerCall(app, getOutings, ({ club, actor, params, body, language }) =>
    outings.listOutings(db, { club, actor }, { page: params.page, past: body.past, language }),
  );
  registerCall(app, getOuting, ({ club, actor, params, language }) =>
    outings.getOutingDetails(db, { club, actor }, { id: params.id, language }),
  );
  registerCall(app, getMyOutings, ({ club, actor, language }) =>
    outings.listMyOutings(db, { club, actor }, language),
  );
  registerCall(app, createOuting, ({ club, actor, body, language }) =>
    outings.createOuting(db, { club, actor }, body, language),
  );
  registerCall(app, editOuting, ({ club, actor, body, language }) =>
    outings.editOuting(db, { club, actor }, body, language),
  );
  registerCall(app, deleteOuting, ({ club, actor, params }) =>
    outings.deleteOuting(db, { club, actor }, params.id),
  );
  registerCall(app, signUp, ({ club, actor, params, language }) =>
    participants.signUp(db, { club, actor }, { outingId: params.id, language }),
  );
  registerCall(app, cancelSignUp, ({ club, actor, params, language }) =>
    participants.cancelSignUp(db, { club, actor }, { outingId: params.id, language }),
  );
  registerCall(app, getParticipants, ({ club, actor, params }) =>
    participants.getParticipants(db, { club, actor }, params.id),
  );
  registerCall(app, setParticipant, ({ club, actor, body }) =>
    participants.setParticipantStatus(db, { club, actor }, body),
  );
  registerCall(app, exportParticipants, ({ club, actor, params }) =>
    exportParticipantsCsv(db, { club, actor }, params.id),
  );
  registerCall(app, messageParticipants, ({ club, actor, body }) =>
    messageAll(
      db,
      notifier,
      { club, actor },
      {
        outingId: body.outing_id,
        message: body.message,
        includeWaiting: body.include_waiting,
      },
    ),
  );
  registerCall(app, getCalendar, ({ club, actor, language }) =>
    clubCalendar(db, config, { club, actor }, language),
  );
  registerCall(app, getOutingCalendarFile, ({ club, actor, params, language }) =>
    outingCalendarFile(db, config, { club, actor }, { outingId: params.id, language }),
  );
}
