import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { TaxonomyEnum } from '../../__generated__/ProductListQuery.graphql';
import type { storeAttributesQuery } from '../../__generated__/storeAttributesQuery.graphql';
import { attributeLabel } from '../i18n/attributeLabel';

/**
 * The store's global product attributes (`pa_color`, `pa_size`, …), read from its taxonomies: a store may have
 * none, or others. WooGraphQL names their enum values after them (`Core_Schema_Filters::register_taxonomy_args`,
 * WPGraphQL's `WPEnumType::get_safe_name`), so filters are built from this list and a `pa_*` filter the store
 * does not have never reaches the API. Kept for five minutes; the list query selects the same fields, so the
 * browser finds them in the store the server render serialised.
 */

const query = graphql`
  query storeAttributesQuery {
    taxonomies(first: 100) {
      nodes {
        name
        label
        graphqlSingleName
      }
    }
  }
`;

export interface StoreAttribute {
  /** `pa_color` */
  taxonomy: string;
  label: string;
  /** `PACOLOR`, for `terms(where: { taxonomies })` */
  taxonomyEnum: TaxonomyEnum;
  /** `PA_COLOR`, for `products(where: { taxonomyFilter })` */
  productEnum: string;
}

/** WPGraphQL's `WPEnumType::get_safe_name`. */
export function safeEnumName(value: string): string {
  const name = value.replace(/[^A-Za-z0-9]/g, '_').toUpperCase();
  return /^\d/.test(name) ? `VALUE_${name}` : name;
}

/** The attributes among a store's taxonomies. */
export function attributesOf(
  taxonomies: readonly { name?: string | null; label?: string | null; graphqlSingleName?: string | null }[],
): StoreAttribute[] {
  return taxonomies.flatMap((t) =>
    t.name?.startsWith('pa_') && t.graphqlSingleName
      ? [
          {
            taxonomy: t.name,
            // WPGraphQL shows a taxonomy's label only to users who may manage it, never to a shopper.
            label: t.label || attributeLabel({ name: t.name }),
            taxonomyEnum: safeEnumName(t.graphqlSingleName) as TaxonomyEnum,
            productEnum: safeEnumName(t.name),
          },
        ]
      : [],
  );
}

const TTL_MS = 5 * 60_000;
let cached: { at: number; attributes: StoreAttribute[] } | null = null;

/** The store's attributes. Rejects when the request fails. */
export async function storeAttributes(environment: Environment): Promise<StoreAttribute[]> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.attributes;
  const data = await fetchQuery<storeAttributesQuery>(
    environment,
    query,
    {},
    {
      fetchPolicy: 'store-or-network',
    },
  ).toPromise();
  const attributes = attributesOf(data?.taxonomies?.nodes ?? []);
  cached = { at: Date.now(), attributes };
  return attributes;
}

/** Forgets the cached attributes (tests). */
export function forgetStoreAttributes(): void {
  cached = null;
}
