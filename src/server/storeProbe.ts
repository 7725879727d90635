/**
 * The startup check of a store in GRAPHQL_URL mode: are the plugins and settings the storefront relies on there?
 *
 * Stores in production usually turn introspection off, so each check is a probe the store validates but does not
 * run: the field under test carries `@include(if: false)`, which GraphQL validation still checks against the schema
 * (an unknown field or enum value is an error) while execution skips it, so nothing is created or changed.
 */
import { refusedOperations } from './operationProbe.ts';
import { storefrontOperations, type StorefrontOperation } from './storefrontOperations.ts';
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
    // With 'store-api', WooGraphQL 1.x sends no woocommerce-session header, so the storefront has no token to send.
    effect:
      'the store sends no woocommerce-session token: every cart is lost on the next page, and login fails (it cannot carry the cart over)',
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

/** The WooGraphQL line a store runs: 1.x moved the union connection to `productsWithVariations`. */
export async function storeGeneration(
  graphqlUrl: string,
  siteUrl: string,
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): Promise<string | null> {
  try {
    const answer = await ask(
      graphqlUrl,
      'query StoreProbe { productsWithVariations(first: 1) @include(if: false) { nodes { id } } products(first: 1) @include(if: false) { nodes { id } } }',
      siteUrl,
      timeoutMs,
    );
    if (!answer.graphql) return null;
    if (!answer.errors.length) return 'WooGraphQL 1.x';
    if (answer.errors.every((m) => /productsWithVariations/.test(m))) return 'WooGraphQL 0.x';
    return null;
  } catch {
    return null;
  }
}

/**
 * Global attributes (`pa_*`) the store's products use but a guest cannot list: WordPress keeps an attribute's
 * taxonomy private unless its "Enable archives" is on (off by default), and WPGraphQL hides private taxonomies from
 * guests, so the storefront cannot offer its filter.
 */
async function attributesWithoutArchives(
  graphqlUrl: string,
  siteUrl: string,
  timeoutMs: number,
): Promise<string[]> {
  const response = await fetchFromStore(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: siteUrl },
    body: JSON.stringify({
      query: `query StoreProbe {
        taxonomies(first: 100) { nodes { name } }
        products(first: 100) { nodes {
          ... on SimpleProduct { attributes(first: 20) { nodes { __typename name label } } }
          ... on VariableProduct { attributes(first: 20) { nodes { __typename name label } } }
        } }
      }`,
    }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = (await response.json()) as {
    data?: {
      taxonomies?: { nodes?: ({ name?: string | null } | null)[] } | null;
      products?: {
        nodes?: ({
          attributes?: {
            nodes?: ({ __typename?: string; name?: string | null; label?: string | null } | null)[];
          } | null;
        } | null)[];
      } | null;
    };
  };
  const listed = new Set((body.data?.taxonomies?.nodes ?? []).map((t) => t?.name));
  const hidden = new Map<string, string>();
  for (const product of body.data?.products?.nodes ?? [])
    for (const attribute of product?.attributes?.nodes ?? [])
      if (attribute?.__typename === 'GlobalProductAttribute' && attribute.name && !listed.has(attribute.name))
        hidden.set(attribute.name, attribute.label || attribute.name.replace(/^pa_/, ''));
  return [...hidden.values()].sort();
}

export interface StoreReport {
  /** `WooGraphQL 1.x`, `WooGraphQL 0.x`, or null when the store could not tell. */
  generation: string | null;
  findings: StoreFinding[];
}

/**
 * The whole store check: the plugins and settings (probeStore), the WooGraphQL line, every storefront operation
 * validated by the store itself, and the attributes whose filters cannot work.
 */
export async function checkStore(
  graphqlUrl: string,
  siteUrl: string,
  {
    timeoutMs = 10_000,
    operations = storefrontOperations(),
  }: { timeoutMs?: number; operations?: readonly StorefrontOperation[] } = {},
): Promise<StoreReport> {
  const findings = await probeStore(graphqlUrl, siteUrl, { timeoutMs });
  // A store that cannot be reached or refuses this storefront has nothing more to tell.
  if (findings.some((f) => f.effect === 'no page can load' || f.effect.startsWith('the store refuses')))
    return { generation: null, findings };
  const generation = await storeGeneration(graphqlUrl, siteUrl, { timeoutMs });
  const refused = await refusedOperations(graphqlUrl, siteUrl, operations, timeoutMs);
  if (refused.length)
    findings.push({
      missing: `what ${refused.length} of the storefront's ${operations.length} operations and their fragments ask for (${refused
        .map((r) => `${r.name}: ${r.reason}`)
        .join('; ')})`,
      effect: 'the pages and actions that send them fail',
    });
  const hidden = await attributesWithoutArchives(graphqlUrl, siteUrl, timeoutMs).catch(() => []);
  if (hidden.length)
    findings.push({
      missing: `"Enable archives" on the global attributes ${hidden.join(', ')} (Products → Attributes → Edit)`,
      effect: 'guests cannot list them, so the product lists offer no filter for them',
    });
  return { generation, findings };
}

/** One line per finding, as printed at startup, after the line naming the store's WooGraphQL line. */
export function describeFindings(
  graphqlUrl: string,
  findings: StoreFinding[],
  generation?: string | null,
): string[] {
  const runs = generation ? ` runs ${generation} and` : '';
  if (!findings.length)
    return [`Store check: ${graphqlUrl}${runs} has every plugin and setting the storefront uses.`];
  const lines = findings.map((f) => `Store check: missing ${f.missing}: ${f.effect}.`);
  return generation ? [`Store check: ${graphqlUrl} runs ${generation}.`, ...lines] : lines;
}
