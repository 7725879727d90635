import type { IObjectTypeResolver, IResolvers } from '@graphql-tools/utils';
import type { Queryable } from './db/connection.ts';
import { toGlobalId } from './domain/ids.ts';
import { fromList, type ConnectionArgs } from './resolvers/connection.ts';

/**
 * The store's taxonomies, with its global product attributes read from the data, as WooGraphQL registers them:
 * `Core_Schema_Filters::register_taxonomy_args` names each `pa_*` taxonomy with `graphql_format_field_name`
 * (`pa_color` → `paColor`, plural `allPaColor`), WPGraphQL's `TaxonomyEnum` adds `PACOLOR`
 * (`WPEnumType::get_safe_name` of the single name), WooGraphQL's `ProductTaxonomyEnum` adds `PA_COLOR` (the safe
 * name of the taxonomy) and the term type is `PaColor`. A store may have none of them, or any others.
 */

export interface TaxonomyInfo {
  name: string;
  label: string;
  /**
   * Whether WordPress registers it as public, which WPGraphQL's `taxonomies` requires: product types and visibility
   * never are, a global attribute only with "Enable archives" on.
   */
  public: boolean;
  graphqlSingleName: string;
  graphqlPluralName: string;
  hierarchical: boolean;
}

/** WPGraphQL's `graphql_format_field_name`: `pa_shoe-size` → `paShoeSize`. */
export function formatFieldName(name: string): string {
  const words = name
    .replace(/[^a-zA-Z0-9 _-]/g, ' ')
    .replace(/[_-]/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
  return words[0]!.toLowerCase() + words.slice(1);
}

/** WPGraphQL's `WPEnumType::get_safe_name`. */
export function safeEnumName(value: string): string {
  const name = value.replace(/[^A-Za-z0-9]/g, '_').toUpperCase();
  return /^\d/.test(name) ? `VALUE_${name}` : name;
}

const CORE: (TaxonomyInfo & { taxonomyEnum: string; productEnum?: string })[] = [
  {
    name: 'category',
    label: 'Categories',
    graphqlSingleName: 'category',
    graphqlPluralName: 'categories',
    hierarchical: true,
    taxonomyEnum: 'CATEGORY',
    public: true,
  },
  {
    name: 'post_tag',
    label: 'Tags',
    graphqlSingleName: 'tag',
    graphqlPluralName: 'tags',
    hierarchical: false,
    taxonomyEnum: 'TAG',
    public: true,
  },
  {
    name: 'post_format',
    label: 'Formats',
    graphqlSingleName: 'postFormat',
    graphqlPluralName: 'postFormats',
    hierarchical: false,
    taxonomyEnum: 'POSTFORMAT',
    public: true,
  },
  {
    name: 'product_type',
    label: 'Product type',
    graphqlSingleName: 'productType',
    graphqlPluralName: 'productTypes',
    hierarchical: false,
    taxonomyEnum: 'PRODUCTTYPE',
    public: false,
    productEnum: 'PRODUCT_TYPE',
  },
  {
    name: 'product_visibility',
    label: 'Product visibility',
    graphqlSingleName: 'visibleProduct',
    graphqlPluralName: 'visibleProducts',
    hierarchical: false,
    taxonomyEnum: 'VISIBLEPRODUCT',
    public: false,
    productEnum: 'PRODUCT_VISIBILITY',
  },
  {
    name: 'product_cat',
    label: 'Product categories',
    graphqlSingleName: 'productCategory',
    graphqlPluralName: 'productCategories',
    hierarchical: true,
    taxonomyEnum: 'PRODUCTCATEGORY',
    public: true,
    productEnum: 'PRODUCT_CAT',
  },
  {
    name: 'product_tag',
    label: 'Product tags',
    graphqlSingleName: 'productTag',
    graphqlPluralName: 'productTags',
    hierarchical: false,
    taxonomyEnum: 'PRODUCTTAG',
    public: true,
    productEnum: 'PRODUCT_TAG',
  },
  {
    name: 'product_shipping_class',
    label: 'Shipping classes',
    graphqlSingleName: 'shippingClass',
    graphqlPluralName: 'shippingClasses',
    hierarchical: true,
    taxonomyEnum: 'SHIPPINGCLASS',
    public: true,
    productEnum: 'PRODUCT_SHIPPING_CLASS',
  },
];

export interface AttributeTaxonomy extends TaxonomyInfo {
  typeName: string;
  taxonomyEnum: string;
  productEnum: string;
}

/** The global attributes the store has (`attributes` rows), in their order. */
export async function loadAttributeTaxonomies(db: Queryable): Promise<AttributeTaxonomy[]> {
  const rows = await db.query<{ taxonomy: string; label: string; has_archives: boolean }>(
    'SELECT taxonomy, label, has_archives FROM attributes ORDER BY id',
  );
  const core = new Set(CORE.flatMap((c) => [c.taxonomyEnum, c.productEnum ?? '']));
  return rows
    .filter((r) => /^pa_[a-z0-9][a-z0-9_-]*$/.test(r.taxonomy))
    .map((r) => {
      const single = formatFieldName(r.taxonomy);
      return {
        name: r.taxonomy,
        label: r.label || r.taxonomy.slice(3),
        public: r.has_archives,
        graphqlSingleName: single,
        graphqlPluralName: 'all' + single[0]!.toUpperCase() + single.slice(1),
        hierarchical: false,
        typeName: single[0]!.toUpperCase() + single.slice(1),
        taxonomyEnum: safeEnumName(single),
        productEnum: safeEnumName(r.taxonomy),
      };
    })
    .filter((a) => !core.has(a.taxonomyEnum) && !core.has(a.productEnum));
}

/** A term's GraphQL type: categories and tags have their own, a global attribute's terms its (`pa_color` → `PaColor`). */
function termTypeName(t: { taxonomy: string }): string {
  if (t.taxonomy === 'product_cat') return 'ProductCategory';
  if (t.taxonomy.startsWith('pa_')) {
    const single = formatFieldName(t.taxonomy);
    return single[0]!.toUpperCase() + single.slice(1);
  }
  return 'ProductTag';
}

/**
 * The schema additions for the store's attributes, and the resolvers of the taxonomy enums and types; each
 * attribute's term type gets `termFields` (those of the TermNode interface).
 */
export function attributeSchema(attributes: AttributeTaxonomy[], termFields: IObjectTypeResolver) {
  const typeDefs = attributes.length
    ? [
        `extend enum ProductTaxonomyEnum { ${attributes.map((a) => a.productEnum).join(' ')} }`,
        `extend enum TaxonomyEnum { ${attributes.map((a) => a.taxonomyEnum).join(' ')} }`,
        ...attributes.map(
          (a) => `type ${a.typeName} implements Node & TermNode {
  count: Int
  databaseId: Int!
  description: String
  id: ID!
  name: String
  slug: String
  taxonomyName: String
}`,
        ),
      ].join('\n')
    : '';
  const taxonomies: TaxonomyInfo[] = [...CORE, ...attributes].map((t) => ({
    name: t.name,
    label: t.label,
    public: t.public,
    graphqlSingleName: t.graphqlSingleName,
    graphqlPluralName: t.graphqlPluralName,
    hierarchical: t.hierarchical,
  }));
  const resolvers: IResolvers = {
    RootQuery: {
      // Public taxonomies only, as WPGraphQL lists them to the shoppers and guests the storefront asks as.
      taxonomies: (_: unknown, args: ConnectionArgs) =>
        fromList(
          taxonomies.filter((t) => t.public),
          args,
          10,
          100,
          (t) => t.name,
        ),
    },
    // The enums resolve to taxonomy names, so the domain sees `pa_color`, never an enum name.
    ProductTaxonomyEnum: Object.fromEntries(
      [...CORE, ...attributes].flatMap((t) => (t.productEnum ? [[t.productEnum, t.name]] : [])),
    ),
    TaxonomyEnum: Object.fromEntries([...CORE, ...attributes].map((t) => [t.taxonomyEnum, t.name])),
    // Term types include the attribute types above, which the static schema (and its generated types) lacks.
    TermNode: { __resolveType: termTypeName },
    Taxonomy: {
      id: (t: TaxonomyInfo) => toGlobalId('taxonomy', t.name),
      // WPGraphQL's Taxonomy model shows its label only to users who may manage its terms: never a shopper.
      label: () => null,
      description: () => '',
    },
    ...Object.fromEntries(attributes.map((a) => [a.typeName, termFields])),
  };
  return { typeDefs, resolvers, taxonomies, typeNames: new Map(attributes.map((a) => [a.name, a.typeName])) };
}
