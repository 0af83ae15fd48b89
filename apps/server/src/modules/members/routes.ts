import {
  changeUserPassword,
  countUsersByClub,
  editManager,
  editManagerAvatar,
  generateNewToken,
  getAllUsersByClub,
  getUserById,
  getUsersByClub,
  redeemHandOverToken,
  removeUser,
} from '@club/shared/api/members';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import { invalidInput } from '../../platform/http/errors.ts';
import * as members from './service.ts';

/** A club's members (club page, administration) and the super administrator's hand-over. */
export function membersRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, store, config } = deps;
  registerCall(app, countUsersByClub, ({ club, params }) => members.countMembers(db, club));
  registerCall(app, getUsersByClub, ({ club, params }) => members.listMembersPage(db, club, params));
  registerCall(app, getAllUsersByClub, ({ club, params }) => members.listAllMembers(db, club));
  registerCall(app, getUserById, ({ club, actor, params }) =>
    members.getAccount(db, { club, actor }, params.id),
  );
  registerCall(app, removeUser, ({ club, actor, params }) =>
    members.removeMember(db, { club, actor }, params.id),
  );
  registerCall(app, editManager, ({ club, actor, body }) => members.editAccount(db, { club, actor }, body));
  registerCall(app, changeUserPassword, ({ club, actor, body }) =>
    members.setAccountPassword(db, { club, actor }, body),
  );
  registerCall(app, editManagerAvatar, ({ club, actor, params, file }) => {
    if (!file) throw invalidInput('Send the picture in the field "file"');
    return members.replaceAccountAvatar(db, store, { club, actor }, { userId: params.id, data: file.data });
  });
  registerCall(app, generateNewToken, ({ actor, params }) =>
    members.createHandOver(db, config, actor, params.clubId),
  );
  registerCall(app, redeemHandOverToken, ({ club, body }) =>
    members.redeemHandOver(db, config, club, body.token),
  );
}
