import { errorCodes } from '@club/shared/api/errors';
import { getRole, getUserDetailsByToken, removeToken, type User } from '@club/shared/api/users';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { callApi, isApiError } from './api-client.ts';
import { forgetAnswersOf, useCall } from './calls.ts';
import { currentAlias } from './club-alias.ts';
import {
  forgetToken,
  type KnownMember,
  keepKnownMember,
  readKnownMember,
  readToken,
  storeToken,
} from './session.ts';
import { useHydrated } from './use-hydrated.ts';

export type Session = {
  user: User | null;
  /** The role number from the server (1 super administrator, 2 club manager, 3 member); null when signed out. */
  role: number | null;
  /**
   * Offline (the session call got no answer, the token is still stored), the member this device last
   * knew for it: for the pages that open on a boat (the dive director's plan). `user` and `role` stay
   * null meanwhile; back online the call is made again, and a refused token still signs out.
   */
  offlineMember: KnownMember | null;
  /** True while the user of a stored token is being fetched. */
  isLoading: boolean;
  /**
   * Stores the token for this club and reloads the page (SPEC.md section 4), or opens `returnTo`, a
   * path of this site, when given.
   */
  signIn(token: string, returnTo?: string | null): void;
  /** Revokes the token, forgets it and goes to the root, even if the call fails. */
  signOut(): Promise<void>;
  /** Fetches the user and role again (after a profile edit, for example). */
  refresh(): Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

/** Codes meaning the stored token is no good any more: forget it. */
const deadTokenCodes = new Set<string>([
  errorCodes.invalidToken,
  errorCodes.tokenExpired,
  errorCodes.tokenWrongClub,
  errorCodes.unauthenticated,
]);

function isDeadToken(error: unknown): boolean {
  return isApiError(error) && (deadTokenCodes.has(error.code) || error.status === 401);
}

/** A path of this site (`/admin/…`), never another site's address (`//elsewhere`, `https:`). */
const isSitePath = (path: string) => /^\/(?![/\\])/.test(path);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  // undefined: not read yet. A server-rendered page is a visitor's: the stored token is read once
  // hydration is over, so the first render matches the server's HTML.
  const [chosenToken, setToken] = useState<string | null | undefined>(undefined);
  const token = chosenToken !== undefined ? chosenToken : hydrated ? readToken(currentAlias()) : null;

  // Sent with the stored token, which `token` is whenever they are enabled (it only ever becomes null).
  const sessionRead = { enabled: token !== null, retry: false, staleTime: 5 * 60_000 };
  const userQuery = useCall(getUserDetailsByToken, {}, sessionRead);
  const roleQuery = useCall(getRole, {}, sessionRead);

  // What a page needs of the member to open offline, kept while the server answers the session.
  useEffect(() => {
    if (token !== null && userQuery.data) keepKnownMember(currentAlias(), userQuery.data);
  }, [token, userQuery.data]);

  // No answer at all (not a refusal): the network is gone, and the token may still be good.
  const unanswered = token !== null && userQuery.isError && !isApiError(userQuery.error);
  const offlineMember = useMemo(() => (unanswered ? readKnownMember(currentAlias()) : null), [unanswered]);

  useEffect(() => {
    if (!userQuery.isError || unanswered) return;
    console.error('failed to get user by token');
    if (isDeadToken(userQuery.error)) {
      forgetToken(currentAlias());
      setToken(null);
    }
  }, [userQuery.isError, userQuery.error, unanswered]);

  const signIn = useCallback((newToken: string, returnTo: string | null = null) => {
    storeToken(currentAlias(), newToken);
    if (returnTo !== null && isSitePath(returnTo)) window.location.assign(returnTo);
    else window.location.reload();
  }, []);

  const signOut = useCallback(async () => {
    try {
      if (token) await callApi(removeToken, { params: { token }, token });
    } catch {
      // Signing out still forgets the token (SPEC.md section 4).
    } finally {
      forgetToken(currentAlias());
      window.location.assign('/');
    }
  }, [token]);

  const refresh = useCallback(async () => {
    await forgetAnswersOf(queryClient, getUserDetailsByToken, getRole);
  }, [queryClient]);

  const value = useMemo<Session>(() => {
    const signedIn = token !== null && userQuery.isSuccess;
    return {
      user: signedIn ? userQuery.data : null,
      role: signedIn && roleQuery.isSuccess ? roleQuery.data : null,
      offlineMember,
      isLoading: token !== null && (userQuery.isPending || roleQuery.isPending),
      signIn,
      signOut,
      refresh,
    };
  }, [
    token,
    userQuery.isSuccess,
    userQuery.data,
    userQuery.isPending,
    roleQuery.isSuccess,
    roleQuery.data,
    roleQuery.isPending,
    offlineMember,
    signIn,
    signOut,
    refresh,
  ]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
