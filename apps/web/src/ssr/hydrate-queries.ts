/**
 * TanStack Query's hydration, in a chunk of its own: only a server-rendered page needs it, and it
 * loads beside the page's route modules (the home route's budget, bench/web-budget.ts).
 */
export { hydrate } from '@tanstack/react-query';
