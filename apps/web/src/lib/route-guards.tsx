import { canEnterAdmin, isSuperAdmin } from '@club/shared/domain/roles';
import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../config/paths.ts';
import { useSession } from './session-context.tsx';

type GuardProps = { children?: ReactNode };

function Waiting() {
  return (
    <Center py="xl">
      <Loader aria-label="…" />
    </Center>
  );
}

/** Shows its children (or the nested routes) only when `allowed`; otherwise goes home. */
function Guard({ allowed, children }: { allowed: boolean; children?: ReactNode }) {
  const { isLoading } = useSession();
  if (isLoading) return <Waiting />;
  if (!allowed) return <Navigate to={paths.home.to()} replace />;
  return children ?? <Outlet />;
}

/** For pages of visitors only (/register): a signed-in user goes home. */
export function RequireSignedOut({ children }: GuardProps) {
  const { user } = useSession();
  return <Guard allowed={user === null}>{children}</Guard>;
}

/** For pages of members (/profile): a visitor goes home. */
export function RequireSignedIn({ children }: GuardProps) {
  const { user } = useSession();
  return <Guard allowed={user !== null}>{children}</Guard>;
}

/** The club-admin area: roles 1 and 2 (SPEC.md section 6). */
export function RequireAdmin({ children }: GuardProps) {
  const { role } = useSession();
  return <Guard allowed={canEnterAdmin(role)}>{children}</Guard>;
}

/** Super-administrator screens: role exactly 1. */
export function RequireSuperAdmin({ children }: GuardProps) {
  const { role } = useSession();
  return <Guard allowed={isSuperAdmin(role)}>{children}</Guard>;
}
