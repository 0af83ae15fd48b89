/**
 * Writes through the contract: a write forgets the cached reads showing what its call `changes` (see
 * calls.ts). A module of its own, so that a page that only reads does not load TanStack Query's
 * mutations.
 */
import type { ApiCall, ResponseOf } from '@club/shared/api/contract';
import { type MutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callUrl, isApiError } from './api-client.ts';
import { type CallRequest, type CallVariables, type ChangingCall, forgetReadsChangedBy } from './calls.ts';
import { downloadFile } from './download-file.ts';
import type { MutationCallbacks } from './mutation-callbacks.ts';

/** Makes one request of a call within a write (see `useCallsMutation`). */
export type MakeCall = <C extends ApiCall>(call: C, request?: CallVariables<C>) => Promise<ResponseOf<C>>;

export interface WriteOptions<Result, Variables> extends MutationCallbacks<Result, Variables> {
  /**
   * Runs first on success, before the reads are forgotten: to put the answer in the cache at once
   * (`queryClient.setQueryData(callKey(...), ...)`).
   */
  update?(queryClient: QueryClient, result: Result, variables: Variables): void;
  /**
   * `false` (or a function answering false) when the write changes nothing a read shows that
   * `update` has not already put right (a like, a dry run).
   */
  forgetChangedReads?: boolean | ((result: Result, variables: Variables) => boolean);
}

/**
 * A refusal saying the row is gone or has moved on (404, 409: a comment deleted meanwhile, an outing
 * full): the page showed it stale, so the reads the call would have changed are asked again too.
 */
const showedStale = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 409);

/**
 * The options of a write of one or several requests, `send` making them with `make`: on success
 * `update` runs, then the reads the calls made may have changed are forgotten (awaited: the write ends
 * once the page shows its effect), then `onSuccess`. A write failing after one of its requests
 * succeeded, or refused as stale (`showedStale`), forgets them too.
 */
export function callsMutationOptions<Variables, Result>(
  queryClient: QueryClient,
  send: (variables: Variables, make: MakeCall) => Promise<Result>,
  options: WriteOptions<Result, Variables> = {},
): MutationOptions<Result, Error, Variables> {
  return {
    mutationFn: async (variables) => {
      const made: ChangingCall[] = [];
      const make: MakeCall = async (call, request = {}) => {
        try {
          const answer = await callApi(call, request);
          made.push(call);
          return answer;
        } catch (error) {
          if (showedStale(error)) made.push(call);
          throw error;
        }
      };
      let result: Result;
      try {
        result = await send(variables, make);
      } catch (error) {
        if (made.length > 0) void forgetReadsChangedBy(queryClient, ...made);
        throw error;
      }
      options.update?.(queryClient, result, variables);
      const forget = options.forgetChangedReads ?? true;
      if (typeof forget === 'function' ? forget(result, variables) : forget)
        await forgetReadsChangedBy(queryClient, ...made);
      return result;
    },
    onSuccess: async (result, variables) => {
      await options.onSuccess?.(result, variables);
    },
    onError: async (error, variables) => {
      await options.onError?.(error, variables);
    },
  };
}

/**
 * Makes a write of several requests (spot infos in each language, one after the other) or of one call
 * among several (a creation or an edit), a hook: `send(variables, make)` makes them. See
 * `callsMutationOptions`; the callbacks run even when the screen that made the write has left.
 */
export function useCallsMutation<Variables, Result>(
  send: (variables: Variables, make: MakeCall) => Promise<Result>,
  options: WriteOptions<Result, Variables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation(callsMutationOptions(queryClient, send, options));
}

/**
 * Makes a write (a hook): `mutate({ params, body })`, or `mutate(variables)` of the hook's own shape
 * with `request(variables)` giving the call's inputs. On success the cached reads showing what the
 * call `changes` are forgotten, then `onSuccess` runs; the callbacks run even when the screen that
 * made the call has left meanwhile.
 */
export function useCallMutation<C extends ApiCall, Variables = CallVariables<C>>(
  call: C,
  options: WriteOptions<ResponseOf<C>, Variables> & {
    request?(variables: Variables): CallVariables<C>;
  } = {},
) {
  const { request } = options;
  return useCallsMutation<Variables, ResponseOf<C>>(
    (variables, make) => make(call, request ? request(variables) : (variables as CallVariables<C>)),
    options,
  );
}

/**
 * Downloads a file a call answers (a manager's CSV export, a safety sheet's PDF) with the session's
 * token, as an action with its pending state: `download(variables)` names the request and the file.
 */
export function useCallDownload<C extends ApiCall, Variables>(
  call: C,
  download: (variables: Variables) => { request: CallRequest<C>; fileName: string },
) {
  return useMutation<void, Error, Variables>({
    mutationFn: (variables) => {
      const { request, fileName } = download(variables);
      return downloadFile(callUrl(call, { params: request.params, query: request.body }), fileName);
    },
  });
}
