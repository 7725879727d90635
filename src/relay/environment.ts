import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
} from 'relay-runtime';
import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';
import { GraphQLRequestError, toGraphQLError } from './errors';

/** Where requests go and which credentials ride along; the only place that knows the endpoint. */
export interface NetworkOptions {
  /** Absolute on the server (`http://127.0.0.1:3000/graphql`), relative in the browser. */
  endpoint: string;
  /** Reads the current `woocommerce-session` token (without the `Session ` prefix). */
  getSessionToken?: () => string | null;
  /** Offers a session token from a `woocommerce-session` response header, with the request that brought it. */
  setSessionToken?: (token: string, request: SentRequest) => void;
  /** Reads the auth token; `authHeader` adds its scheme. */
  getAuthToken?: () => string | null;
  /**
   * The store refused the auth token (HTTP 403, as Headless Login answers an expired or invalid one). Resolves once
   * the app has renewed the token or dropped it; the request is then sent once more with whatever token is stored.
   * `retried` is true when the refused request had already been retried after a renewal.
   */
  onAuthRefused?: (refusedToken: string, retried: boolean) => Promise<void>;
  /** Headers sent with every request (the server render's `Origin` and `X-Forwarded-For`). */
  headers?: Record<string, string>;
  /** Told about every failed operation (session errors reset the session). */
  onError?: (error: GraphQLRequestError) => void;
  fetch?: typeof fetch;
}

export interface RelayEnvironmentOptions extends NetworkOptions {
  /** Store records serialised by the server render. */
  records?: RecordMap;
  isServer?: boolean;
}

/** One sent request, as `setSessionToken` learns about it. */
export interface SentRequest {
  /** Increases with every request this environment sends: the order requests were sent in. */
  sequence: number;
  /** The session token the request carried, or null. */
  sessionToken: string | null;
  kind: 'query' | 'mutation' | 'subscription';
}

/**
 * Operations sent without the auth token: logging in with a valid token is refused by Headless Login ("You are
 * already logged in."), and a refresh must not carry the token it replaces (a refused token would answer 403).
 */
const ANONYMOUS_OPERATIONS = new Set(['LoginMutation', 'LoginWithProviderMutation', 'RefreshTokenMutation']);

let requestsSent = 0;

/** How many requests this page has sent so far (the `sequence` of the latest). */
export function sentRequestCount(): number {
  return requestsSent;
}

const SCHEME = /^(bearer|basic|token|jwt|session)\s/i;

/** Trims the token; a token already starting with a scheme word is sent as is, otherwise prefixed (spec 5). */
function authHeader(token: string, type = 'Bearer'): string {
  const trimmed = token.trim();
  return SCHEME.test(trimmed) ? trimmed : `${type} ${trimmed}`;
}

/** Builds the Relay fetch function. Throws (rejects the observable) on a non-OK response or GraphQL errors. */
export function createFetchFunction(
  options: NetworkOptions,
): FetchFunction & { pending: () => Promise<void> } {
  const inFlight = new Set<Promise<unknown>>();
  const doFetch = options.fetch ?? fetch;

  const send = async (
    params: Parameters<FetchFunction>[0],
    variables: Parameters<FetchFunction>[1],
    attempt: number,
  ): Promise<GraphQLResponse> => {
    const headers: Record<string, string> = {
      ...options.headers,
      Accept: 'application/graphql-response+json, application/json',
      'Content-Type': 'application/json',
    };
    const session = options.getSessionToken?.() ?? null;
    if (session) headers['woocommerce-session'] = `Session ${session}`;
    const auth = ANONYMOUS_OPERATIONS.has(params.name) ? null : (options.getAuthToken?.() ?? null);
    if (auth) headers.Authorization = authHeader(auth);
    const sent: SentRequest = { sequence: ++requestsSent, sessionToken: session, kind: params.operationKind };

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
    if (renewed) options.setSessionToken?.(renewed, sent);
    // A refused auth token: renew it (or drop it) and send the request again, twice at most, the last time as a guest.
    if (response.status === 403 && auth && options.onAuthRefused && attempt < 2) {
      await response.body?.cancel().catch(() => {});
      await options.onAuthRefused(auth, attempt > 0);
      return send(params, variables, attempt + 1);
    }
    const json = (await response.json().catch(() => null)) as GraphQLResponse | null;
    const error = toGraphQLError(response.status, response.ok, json);
    if (error) {
      options.onError?.(error);
      throw error;
    }
    return json as GraphQLResponse;
  };

  const fetchFn: FetchFunction = (params, variables) =>
    Observable.from(track(inFlight, send(params, variables, 0)));

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

export type { RecordMap };
