import type { BodyOf } from '@club/shared/api/contract';
import { changePassword, connection } from '@club/shared/api/users';
import { callApi } from '../../../lib/api-client.ts';

/** Signs in with an e-mail and password (no token sent: the visitor has none yet). */
export const connect = (body: BodyOf<typeof connection>) =>
  callApi(connection, { body: connection.body.parse(body), token: null });

/** Asks for a password reset mail for an e-mail of the club. */
export const askPasswordReset = (body: BodyOf<typeof changePassword>) =>
  callApi(changePassword, { body: changePassword.body.parse(body), token: null });
