import * as analytics from './analytics.ts';
import * as clubs from './clubs.ts';
import * as clubsSuperAdministrator from './clubs-super-administrator.ts';
import type { ApiCall } from './contract.ts';
import * as countries from './countries.ts';
import * as divePlans from './dive-plans.ts';
import * as diverFiles from './diver-files.ts';
import * as layers from './layers.ts';
import * as legalNotice from './legal-notice.ts';
import * as live from './live.ts';
import * as livePage from './live-page.ts';
import * as members from './members.ts';
import * as messages from './messages.ts';
import * as news from './news.ts';
import * as outings from './outings.ts';
import * as ownData from './own-data.ts';
import * as pictures from './pictures.ts';
import * as safetySheets from './safety-sheets.ts';
import * as settings from './settings.ts';
import * as socialLogin from './social-login.ts';
import * as spots from './spots.ts';
import * as users from './users.ts';
import * as videos from './videos.ts';

/**
 * Every module of the contract. A new module under `api/` is added here once; its calls are then
 * documented (OpenAPI) and checked to have a server route without further edits.
 */
const modules = {
  users,
  countries,
  clubs,
  clubsSuperAdministrator,
  news,
  messages,
  socialLogin,
  ownData,
  spots,
  layers,
  live,
  pictures,
  videos,
  settings,
  members,
  legalNotice,
  livePage,
  analytics,
  outings,
  diverFiles,
  divePlans,
  safetySheets,
};

/** A call object made by `defineCall`, told apart from the schemas and helpers a module also exports. */
export function isApiCall(value: unknown): value is ApiCall {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ApiCall>;
  return (
    (candidate.method === 'GET' || candidate.method === 'POST') &&
    typeof candidate.path === 'string' &&
    typeof candidate.access === 'string' &&
    typeof candidate.response === 'object'
  );
}

/** Every documented call of every module, in module order. */
export const allCalls: readonly ApiCall[] = Object.values(modules).flatMap((module) =>
  Object.values(module).filter(isApiCall),
);
