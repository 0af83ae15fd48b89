import { canEnterAdmin, isSuperAdministrator } from '@club/shared/domain/roles';
import { Center } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Loading } from '../components/loading.tsx';
import { useClub } from './club-context.tsx';
import type { Refusal } from './route-refusal.tsx';
import { useSession } from './session-context.tsx';

type GuardProps = { children?: ReactNode };

function Waiting() {
  return (
    <Center py="xl">
      <Loading />
    </Center>
  );
}

/** Going home and saying why loads only when a page is refused. */
const GoHome = lazy(() => import('./route-refusal.tsx').then((module) => ({ default: module.GoHome })));

/** Shows its children (or the nested routes) when nothing refuses; otherwise goes home saying why. */
function Guard({ refusal, children }: { refusal: Refusal | null; children?: ReactNode }) {
  const { isLoading } = useSession();
  if (isLoading) return <Waiting />;
  if (refusal !== null)
    return (
      <Suspense fallback={<Waiting />}>
        <GoHome refusal={refusal} />
      </Suspense>
    );
  return children ?? <Outlet />;
}

/** For pages of visitors only (/register): a signed-in user goes home. */
export function RequireSignedOut({ children }: GuardProps) {
  const { user } = useSession();
  return <Guard refusal={user === null ? null : 'alreadySignedIn'}>{children}</Guard>;
}

/** For pages of members (/profile, /contact): a visitor goes home and is asked to sign in. */
export function RequireSignedIn({ children }: GuardProps) {
  const { user } = useSession();
  return <Guard refusal={user === null ? 'signIn' : null}>{children}</Guard>;
}

/**
 * For pages between the club's members (/contact): a visitor is asked to sign in; someone signed in
 * with an account of another club (the super administrator) is told the page is the members'. A page
 * that works with no network (`worksOffline`: the dive director's plan, kept on the device) lets in,
 * offline, the member this device last knew for its stored token.
 */
export function RequireClubMember({
  children,
  worksOffline = false,
}: GuardProps & { worksOffline?: boolean }) {
  const { user, offlineMember } = useSession();
  const club = useClub();
  const member = user ?? (worksOffline ? offlineMember : null);
  const refusal = member === null ? 'signIn' : member.Club_id === club.Id ? null : 'clubMembers';
  return <Guard refusal={refusal}>{children}</Guard>;
}

/** The club-admin area: roles 1 and 2 (SPEC.md section 6). */
export function RequireAdmin({ children }: GuardProps) {
  const { user, role } = useSession();
  const refusal = canEnterAdmin(role) ? null : user === null ? 'signIn' : 'managers';
  return <Guard refusal={refusal}>{children}</Guard>;
}

/** Super administrator screens: role exactly 1. */
export function RequireSuperAdministrator({ children }: GuardProps) {
  const { user, role } = useSession();
  const refusal = isSuperAdministrator(role) ? null : user === null ? 'signIn' : 'superAdministrator';
  return <Guard refusal={refusal}>{children}</Guard>;
}
