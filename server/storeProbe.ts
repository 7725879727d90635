/**
 * The startup check of a store in GRAPHQL_URL mode: are the plugins and settings the storefront relies on there?
 *
 * Stores in production usually turn introspection off, so each check is a probe the store validates but does not
 * run: the field under test carries `@include(if: false)`, which GraphQL validation still checks against the schema
 * (an unknown field or enum value is an error) while execution skips it, so nothing is created or changed.
 */
import { fetchFromStore } from './upstream.ts';

export interface StoreFinding {
  /** What is missing, named as a store owner finds it in WordPress. */
  missing: string;
  /** What the storefront does without it. */
  effect: string;
}

interface Probe {
  missing: string;
  effect: string;
  query: string;
  /** Runs only when these probes found nothing (a missing plugin is named once, not as each of its fields). */
  needs?: string[];
}

const WOOGRAPHQL = 'WooGraphQL (WPGraphQL WooCommerce)';
const HEADLESS_LOGIN = 'WPGraphQL Headless Login';

const PROBES: Probe[] = [
  {
    missing: WOOGRAPHQL,
    effect: 'no products, cart or checkout can be shown',
    query: 'query StoreProbe { products(first: 1) @include(if: false) { nodes { id } } }',
  },
  {
    missing: HEADLESS_LOGIN,
    effect: 'login, accounts and social login do not work',
    query:
      'mutation StoreProbe { login(input: { provider: PASSWORD, credentials: { username: "", password: "" } }) @include(if: false) { authToken refreshToken } }',
  },
  {
    missing: 'woonuxt-settings',
    effect: 'card payments (stripePaymentIntent) are not available',
    query: 'query StoreProbe { stripePaymentIntent @include(if: false) { id clientSecret error } }',
  },
  {
    missing:
      "the logout mutation (Headless Login's hasLogoutMutation cookie setting, which woonuxt-settings turns on)",
    effect: 'logging out drops the tokens in the browser only',
    query: 'mutation StoreProbe { logout(input: {}) @include(if: false) { success } }',
    needs: [HEADLESS_LOGIN],
  },
  {
    missing: "the legacy session token (WooGraphQL's session token type 'legacy' or 'both')",
    effect: 'login fails: it cannot carry the cart over with the woocommerce-session token',
    query:
      'mutation StoreProbe { login(input: { provider: PASSWORD, credentials: { username: "", password: "" } }) @include(if: false) { sessionToken } }',
    needs: [WOOGRAPHQL, HEADLESS_LOGIN],
  },
];

interface Answer {
  status: number;
  errors: string[];
  /** False when the answer was not a GraphQL response at all. */
  graphql: boolean;
}

async function ask(url: string, query: string, origin: string, timeoutMs: number): Promise<Answer> {
  const response = await fetchFromStore(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin },
    body: JSON.stringify({ query }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { data?: unknown; errors?: { message?: string }[] };
    const graphql = typeof body === 'object' && body !== null && ('data' in body || 'errors' in body);
    return { status: response.status, errors: (body.errors ?? []).map((e) => e.message ?? ''), graphql };
  } catch {
    return { status: response.status, errors: [text.slice(0, 200)], graphql: false };
  }
}

/** A validation error naming a field or value the schema does not have, as graphql-js (and so WPGraphQL) words it. */
const UNKNOWN =
  /^(Cannot query field|Unknown argument|Value ".*" does not exist in|Field ".*" is not defined by type|Unknown type)/;

/**
 * Checks the store behind `graphqlUrl` once, as the storefront at `siteUrl` (its `Origin`). Resolves with what is
 * missing, in the order the store owner should fix it; empty when everything is there. Never rejects: an
 * unreachable store is itself a finding.
 */
export async function probeStore(
  graphqlUrl: string,
  siteUrl: string,
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): Promise<StoreFinding[]> {
  let base: Answer;
  try {
    base = await ask(graphqlUrl, 'query StoreProbe { __typename }', siteUrl, timeoutMs);
  } catch (error) {
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    return [
      {
        missing: `a GraphQL endpoint at ${graphqlUrl} (${reason || 'no answer'})`,
        effect: 'no page can load',
      },
    ];
  }
  if (base.status === 403 && base.errors.some((m) => /unauthori[sz]ed request origin/i.test(m)))
    return [
      {
        missing: `${siteUrl} in Headless Login's allowed origins (Access Control, "Block unauthorized domains" is on)`,
        effect: 'the store refuses every request of this storefront',
      },
    ];
  if (!base.graphql || base.status >= 400)
    return [
      {
        missing: `WPGraphQL at ${graphqlUrl} (HTTP ${base.status}${base.errors[0] ? `: ${base.errors[0].slice(0, 120)}` : ''})`,
        effect: 'no page can load',
      },
    ];
  const found: StoreFinding[] = [];
  const missing = new Set<string>();
  for (const probe of PROBES) {
    if (probe.needs?.some((name) => missing.has(name))) continue;
    try {
      const answer = await ask(graphqlUrl, probe.query, siteUrl, timeoutMs);
      if (answer.errors.some((message) => UNKNOWN.test(message))) {
        missing.add(probe.missing);
        found.push({ missing: probe.missing, effect: probe.effect });
      }
    } catch {
      // A store that answered the first probe and times out on one of these is slow, not missing a plugin.
    }
  }
  return found;
}

/** One line per finding, as printed at startup. */
export function describeFindings(graphqlUrl: string, findings: StoreFinding[]): string[] {
  if (!findings.length)
    return [`Store check: ${graphqlUrl} has every plugin and setting the storefront uses.`];
  return findings.map((f) => `Store check: missing ${f.missing}: ${f.effect}.`);
}
