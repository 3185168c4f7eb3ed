import { queryOptions, useMutation, type QueryKey } from '@tanstack/react-query';
import type { CallDef, CallQueryInput, CallResponse } from '@core/api/define-call';
import { callApi, type CallOptions } from './api-client';

/**
 * The TanStack Query side of one contract call (core/api `defineCall`), so a feature's api/ keeps only
 * what is its own: the cache key of each query (its first element is the root the feature's
 * invalidation rules name) and what each write makes stale. Decision 061.
 */

/** Query options for one GET call: `queryKey` as the feature names it, `query` the call's query. */
export const callQuery = <C extends CallDef>(call: C, queryKey: QueryKey, query: CallQueryInput<C>) =>
  queryOptions({ queryKey, queryFn: () => callApi(call, { query }) });

/**
 * A mutation of one call: `request` turns the hook's variables into the call's query and body;
 * after a successful answer, `invalidate` (the feature's rule: which queries it makes stale) runs
 * before the mutation settles, so a screen that waits for it reads fresh data.
 */
export const useCallMutation = <C extends CallDef, V = void>(
  call: C,
  request: (variables: V) => Omit<CallOptions<C>, 'signal'>,
  invalidate?: (answer: CallResponse<C>, variables: V) => Promise<unknown>,
) =>
  useMutation({
    mutationFn: async (variables: V): Promise<CallResponse<C>> => {
      const answer = await callApi(call, request(variables));
      await invalidate?.(answer, variables);
      return answer;
    },
  });
