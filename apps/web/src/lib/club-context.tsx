import { type Club, getClubByAlias } from '@club/shared/api/clubs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, use } from 'react';
import { callQuery } from './calls.ts';
import { currentAlias } from './club-alias.ts';

const ClubContext = createContext<Club | null>(null);

/** The club query, shared so the app can start it before the translations have loaded. */
export function clubQuery() {
  const alias = currentAlias();
  return queryOptions({
    ...callQuery(getClubByAlias, { params: { alias } }),
    enabled: alias !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** The text shown in place of the page when the club (or a route) cannot be resolved. */
export function NotFound() {
  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <p>Not found</p>
    </main>
  );
}

/**
 * Loads the club of the host's alias before rendering anything else (SPEC.md section 2: every public
 * route first loads the club). Needs a QueryClientProvider above it; renders plain markup while
 * loading because the theme itself depends on the club.
 */
export function ClubProvider({ children }: { children: ReactNode }) {
  const query = useQuery(clubQuery());
  if (currentAlias() === '' || query.isError) return <NotFound />;
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
        …
      </div>
    );
  }
  return <ClubContext value={query.data}>{children}</ClubContext>;
}

/** The club of this site; only inside ClubProvider. */
export function useClub(): Club {
  const club = use(ClubContext);
  if (!club) throw new Error('useClub must be used inside ClubProvider');
  return club;
}
