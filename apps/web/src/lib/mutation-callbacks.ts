/**
 * What a screen does once a call of an `api/` hook ends, given to the hook itself: the hook first
 * updates the cache and forgets the reads its call changes (lib/calls.ts), then calls these. Unlike `mutate(variables, callbacks)`,
 * they run even when the component that started the call has left the page meanwhile.
 */
export interface MutationCallbacks<Result, Variables> {
  onSuccess?(result: Result, variables: Variables): unknown;
  onError?(error: Error, variables: Variables): unknown;
}
