import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type RecordSourceSelectorProxy,
} from 'relay-runtime';
import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';
import { GraphQLRequestError, toGraphQLError } from './errors';

/** Where requests go and which credentials ride along; the only place that knows the endpoint. */
export interface NetworkOptions {
  /** Absolute on the server (`http://127.0.0.1:3000/graphql`), relative in the browser. */
  endpoint: string;
  /** Reads the current `woocommerce-session` token (without the `Session ` prefix). */
  getSessionToken?: () => string | null;
  /** Stores a renewed session token from the `woocommerce-session` response header. */
  setSessionToken?: (token: string) => void;
  /** Reads the auth token; `authHeader` adds its scheme. */
  getAuthToken?: () => string | null;
  /** Told about every failed operation (session errors reset the session). */
  onError?: (error: GraphQLRequestError) => void;
  fetch?: typeof fetch;
}

export interface RelayEnvironmentOptions extends NetworkOptions {
  /** Store records serialised by the server render. */
  records?: RecordMap;
  isServer?: boolean;
}

const SCHEME = /^(bearer|basic|token|jwt|session)\s/i;

/** Trims the token; a token already starting with a scheme word is sent as is, otherwise prefixed (spec 5). */
export function authHeader(token: string, type = 'Bearer'): string {
  const trimmed = token.trim();
  return SCHEME.test(trimmed) ? trimmed : `${type} ${trimmed}`;
}

/** Builds the Relay fetch function. Throws (rejects the observable) on a non-OK response or GraphQL errors. */
export function createFetchFunction(
  options: NetworkOptions,
): FetchFunction & { pending: () => Promise<void> } {
  const inFlight = new Set<Promise<unknown>>();
  const doFetch = options.fetch ?? fetch;

  const fetchFn: FetchFunction = (params, variables) =>
    Observable.from(
      track(
        inFlight,
        (async (): Promise<GraphQLResponse> => {
          const headers: Record<string, string> = {
            Accept: 'application/graphql-response+json, application/json',
            'Content-Type': 'application/json',
          };
          const session = options.getSessionToken?.();
          if (session) headers['woocommerce-session'] = `Session ${session}`;
          const auth = options.getAuthToken?.();
          if (auth) headers.Authorization = authHeader(auth);

          let response: Response;
          try {
            response = await doFetch(options.endpoint, {
              method: 'POST',
              headers,
              body: JSON.stringify({ query: params.text, variables, operationName: params.name }),
            });
          } catch (cause) {
            const error = new GraphQLRequestError('Network error', 0, [], { cause });
            options.onError?.(error);
            throw error;
          }
          const renewed = response.headers.get('woocommerce-session');
          if (renewed) options.setSessionToken?.(renewed);
          const json = (await response.json().catch(() => null)) as GraphQLResponse | null;
          const error = toGraphQLError(response.status, response.ok, json);
          if (error) {
            options.onError?.(error);
            throw error;
          }
          return json as GraphQLResponse;
        })(),
      ),
    );

  return Object.assign(fetchFn, {
    /** Resolves once every request started so far has settled (server render waits on it). */
    pending: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  });
}

function track<T>(set: Set<Promise<unknown>>, promise: Promise<T>): Promise<T> {
  set.add(promise);
  void promise.then(
    () => set.delete(promise),
    () => set.delete(promise),
  );
  return promise;
}

export type AppEnvironment = Environment & { pendingRequests: () => Promise<void> };

/** One environment per browser tab, and one per request on the server. */
export function createRelayEnvironment(options: RelayEnvironmentOptions): AppEnvironment {
  const fetchFn = createFetchFunction(options);
  const environment = new Environment({
    network: Network.create(fetchFn),
    store: new Store(new RecordSource(options.records), { gcReleaseBufferSize: 20 }),
    isServer: options.isServer ?? false,
  });
  return Object.assign(environment, { pendingRequests: fetchFn.pending });
}

/** The store's records, for serialising into the server-rendered page. */
export function serializeRecords(environment: Environment): RecordMap {
  return environment.getStore().getSource().toJSON();
}

export type { RecordMap, RecordSourceSelectorProxy };
