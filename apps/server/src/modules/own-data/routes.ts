import { deleteMyAccount, exportMyData } from '@club/shared/api/own-data';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import { deleteOwnAccount, exportOwnData } from './service.ts';

/** The member's own data: download it all, or delete the account. */
export function ownDataRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, exportMyData, async ({ club, actor, reply }) => {
    reply.header('content-disposition', `attachment; filename="my-data-${club.alias}.json"`);
    reply.header('cache-control', 'no-store');
    return exportOwnData(deps.db, { club, actor });
  });
  registerCall(app, deleteMyAccount, ({ club, actor, body }) =>
    deleteOwnAccount(deps.db, deps.store, { club, actor }, body),
  );
}
