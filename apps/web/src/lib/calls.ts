/**
 * The web app's one way to read and write through the contract (packages/shared/src/api): a read's
 * query key is its call's path and inputs, and a write forgets the reads showing what its definition
 * says it `changes`. No key is written by hand, so a page's loader (app/routes) and the component that
 * shows the page find the same answer, and a new call needs no invalidation code. Reads a page at a
 * time are in call-pages.ts, writes in call-writes.ts: a page that only reads (the home, on a phone's
 * first load) does not load TanStack Query's infinite lists and mutations.
 */
import type { ApiCall, BodyOf, ParamsOf, ResponseOf, TopicRef } from '@club/shared/api/contract';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query';
import { callApi } from './api-client.ts';

/** A call's inputs: its path parameters and its body (a GET call's body travels in the query string). */
export interface CallRequest<C extends ApiCall> {
  params?: ParamsOf<C>;
  body?: BodyOf<C>;
}

/** What a write is given when it is made: its inputs, and a file for a `bodyKind: 'file'` call. */
export interface CallVariables<C extends ApiCall> extends CallRequest<C> {
  file?: Blob;
  fileName?: string;
  /** Overrides the stored session (right after signing in). */
  token?: string | null;
}

/** What a read's cached answer carries for invalidation. */
interface CallMeta extends Record<string, unknown> {
  /** The topics its call `shows` (absent: unknown, so any write may change it). */
  shows?: readonly TopicRef[];
  /**
   * A write read as a query (an e-mail link's one-time token, spent on arrival): no other write asks
   * for it again, which would make it twice.
   */
  madeOnce?: true;
}

/** The part of a call the key and the invalidation read (a light call of the browser build has them). */
export type KeyedCall = Pick<ApiCall, 'path' | 'shows' | 'effect'>;

/** The part of a call that says what making it changes. */
export type ChangingCall = Pick<ApiCall, 'changes' | 'effect'>;

const PAGES_MARK = 'pages';

/** `[path, params, body]`: the whole key of a single read; `[path]` alone matches every read of the call. */
export function callKey<C extends ApiCall>(call: C, request: CallRequest<C> = {}): QueryKey {
  return [call.path, request.params ?? {}, request.body ?? {}];
}

/** The key of every answer of a call, whatever its inputs: to read or forget them all. */
export function allOfCall(call: KeyedCall): QueryKey {
  return [call.path];
}

/** The key of a read a page at a time: its first page's, marked (never the key of that page read alone). */
export function pagesKey<C extends ApiCall>(call: C, firstPage: CallRequest<C>): QueryKey {
  return [...callKey(call, firstPage), PAGES_MARK];
}

/** What a read's cache entry carries for invalidation (see `CallMeta`). */
export function callMeta(call: KeyedCall): CallMeta {
  return call.effect === undefined ? { shows: call.shows, madeOnce: true } : { shows: call.shows };
}

/** A read as TanStack Query options: for `useQuery`, a route's loader (`ensureQueryData`) or `prefetchQuery`. */
export function callQuery<C extends ApiCall>(call: C, request: CallRequest<C> = {}) {
  return queryOptions({
    queryKey: callKey(call, request),
    queryFn: ({ signal }) => callApi(call, { ...request, signal }) as Promise<ResponseOf<C>>,
    meta: callMeta(call),
  });
}

type ReadOptions<C extends ApiCall, Selected> = Omit<
  UseQueryOptions<ResponseOf<C>, Error, Selected>,
  'queryKey' | 'queryFn' | 'meta'
>;

/** Reads a call's answer (a hook). `options` are TanStack Query's: `enabled`, `select`, `staleTime`... */
export function useCall<C extends ApiCall, Selected = ResponseOf<C>>(
  call: C,
  request: CallRequest<C> = {},
  options: ReadOptions<C, Selected> = {},
) {
  return useQuery({ ...callQuery(call, request), ...options } as UseQueryOptions<
    ResponseOf<C>,
    Error,
    Selected
  >);
}

/** The number of a page of a paged read, or its cursor (null for the first, before any). */
export type PageParam = number | null;

/** The pages of a paged read kept in the cache (to update one item in place after a like, say). */
export type CallPages<C extends ApiCall, Page extends PageParam = number> = InfiniteData<ResponseOf<C>, Page>;

/** The cached answers of a call whatever their inputs, pages left out: what a server render read. */
export function answersOf<C extends ApiCall>(queryClient: QueryClient, call: C): ResponseOf<C>[] {
  return queryClient
    .getQueriesData<ResponseOf<C>>({ queryKey: allOfCall(call) })
    .filter(([key, data]) => data !== undefined && key.at(-1) !== PAGES_MARK)
    .map(([, data]) => data as ResponseOf<C>);
}

/**
 * Changes every cached answer of a call in place, single or paged (a like shows at once in every
 * list). A read of the call under way would come back without the change: it is asked again.
 */
export function updateAnswersOf<C extends ApiCall>(
  queryClient: QueryClient,
  call: C,
  change: (answer: ResponseOf<C> | CallPages<C>) => ResponseOf<C> | CallPages<C>,
): void {
  queryClient.setQueriesData<ResponseOf<C> | CallPages<C>>({ queryKey: allOfCall(call) }, (answer) =>
    answer === undefined ? answer : change(answer),
  );
  void queryClient.invalidateQueries({
    queryKey: allOfCall(call),
    predicate: (query) => query.state.fetchStatus === 'fetching',
  });
}

/**
 * Forgets (and refetches, when shown) every cached answer of these calls: after what the server tells
 * of itself (a message arrived), which no write of this page made.
 */
export async function forgetAnswersOf(queryClient: QueryClient, ...calls: KeyedCall[]): Promise<void> {
  await Promise.all(calls.map((call) => queryClient.invalidateQueries({ queryKey: allOfCall(call) })));
}

const topicOf = (ref: TopicRef) => (typeof ref === 'string' ? ref : ref.topic);

/**
 * Whether a write that `changes` these topics (undefined: anything) may change an answer that shows
 * `shows` (undefined: unknown, so yes). Every answer of a club shows its club: a write changing `club`
 * changes them all. Per-item refs (`{ topic, by }`) count as their whole topic here: the browser does
 * not know which item an answer shows, and refetching a little more is harmless.
 */
export function mayChange(
  changes: readonly TopicRef[] | undefined,
  shows: readonly TopicRef[] | undefined,
): boolean {
  if (changes === undefined || shows === undefined) return true;
  const changed = new Set(changes.map(topicOf));
  if (changed.has('club')) return true;
  return shows.some((ref) => changed.has(topicOf(ref)));
}

/** A call that changes nothing: a read, made as an action (a download). */
const isRead = (call: ChangingCall) => call.effect === 'read' || call.effect === 'cachedRead';

/**
 * The topics a write may change: its `changes`; for a private write or a counter that does not say,
 * none, since they change only rows no topic covers (messages, papers, plans; a count), which only the
 * reads that do not say what they show may show.
 */
const changesOf = (call: ChangingCall) =>
  call.effect === 'privateWrite' || call.effect === 'counter' ? (call.changes ?? []) : call.changes;

/**
 * Forgets (and refetches, when shown) every cached read that one of `calls`, just made, may have
 * changed. A read made as an action forgets nothing.
 */
export function forgetReadsChangedBy(queryClient: QueryClient, ...calls: ChangingCall[]): Promise<void> {
  const writes = calls.filter((call) => !isRead(call));
  if (writes.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const meta = query.meta as CallMeta | undefined;
      return !meta?.madeOnce && writes.some((call) => mayChange(changesOf(call), meta?.shows));
    },
  });
}

/**
 * A read answered a page at a time (a list's infinite scroll): `pageRequest(page)` is the inputs of a
 * page, `page` being `first` (0 unless told) for the first, then what `nextPage` answered after the
 * page before: its number, or a cursor (the earliest comment's id). `nextPage` answers undefined at
 * the end. The key is the first page's inputs, marked as pages.
 */
export function callPagesQuery<C extends ApiCall, Page extends PageParam = number>(
  call: C,
  pageRequest: (page: Page) => CallRequest<C>,
  nextPage: (lastPage: ResponseOf<C>, pages: ResponseOf<C>[]) => Page | undefined,
  first: Page = 0 as Page,
) {
  return infiniteQueryOptions({
    queryKey: pagesKey(call, pageRequest(first)),
    queryFn: ({ pageParam, signal }) =>
      callApi(call, { ...pageRequest(pageParam as Page), signal }) as Promise<ResponseOf<C>>,
    initialPageParam: first,
    getNextPageParam: nextPage,
    meta: callMeta(call),
  });
}
