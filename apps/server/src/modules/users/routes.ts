import {
  askNewEmail,
  changePassword,
  changePasswordProfile,
  connection,
  editAvatar,
  getRole,
  getUserDetailsByToken,
  register,
  removeToken,
  resetPassword,
  setNewEmail,
  updateProfile,
  validate,
} from '@club/shared/api/users';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import { clientOf } from '../../platform/http/rate-limit/keys.ts';
import {
  askEmailChange,
  changeOwnPassword,
  confirmEmailChange,
  resetPasswordWithLink,
  sendPasswordReset,
} from './credentials-service.ts';
import { registerMember, validateAccount } from './registration-service.ts';
import { getOwnUser, replaceOwnAvatar, signIn, signOut, updateOwnProfile } from './service.ts';

/** The member's own account: sign-in, registration, links sent by e-mail, profile and avatar. */
export function usersRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, connection, ({ club, body, request }) => signIn(deps, club, body, request.log));
  registerCall(app, removeToken, ({ params }) => signOut(deps.db, params.token));
  registerCall(app, getRole, async ({ actor }) => actor.role);
  registerCall(app, getUserDetailsByToken, ({ actor }) => getOwnUser(deps.db, actor));

  registerCall(app, register, ({ club, body, language }) => registerMember(deps, club, body, language));
  registerCall(app, validate, ({ club, params }) => validateAccount(deps.db, club, params.token));

  registerCall(app, changePassword, ({ club, body, request }) =>
    sendPasswordReset(deps, club, body, clientOf(request.ip)),
  );
  registerCall(app, resetPassword, ({ club, body }) => resetPasswordWithLink(deps.db, club, body));
  registerCall(app, changePasswordProfile, ({ actor, body }) => changeOwnPassword(deps.db, actor, body));
  registerCall(app, askNewEmail, ({ club, actor, body, request }) =>
    askEmailChange(deps, club, actor, body, clientOf(request.ip)),
  );
  registerCall(app, setNewEmail, ({ club, actor, params }) =>
    confirmEmailChange(deps.db, club, actor, params.token),
  );

  registerCall(app, updateProfile, ({ actor, body }) => updateOwnProfile(deps.db, actor, body));
  registerCall(app, editAvatar, ({ actor, file }) => {
    if (!file) throw new Error('editAvatar is a file call: the platform reads the file');
    return replaceOwnAvatar(deps, actor, file.data);
  });
}
