/** What a screen may adjust on a query hook; key and fetcher stay the hook's. */
export interface QueryOverrides {
  enabled?: boolean;
  staleTime?: number;
  refetchInterval?: number | false;
}

/** The second argument of a fetcher `(client, variables)`: what a mutation's mutate() takes. */
export type VariablesOf<F> = F extends (client: never, variables: infer V) => unknown ? V : never;
