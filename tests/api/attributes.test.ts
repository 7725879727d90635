import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ProductListQueryNode from '../../__generated__/ProductListQuery.graphql';
import type { ProductListQuery } from '../../__generated__/ProductListQuery.graphql';
import { toProductsWhere } from '../../src/catalog/listParams';
import { forgetStoreAttributes, storeAttributes } from '../../src/catalog/storeAttributes';
import { createRelayEnvironment } from '../../src/relay/environment';
import { checkStore, describeFindings } from '../../src/server/storeProbe.ts';
import { startApiServer, type ApiServer } from './helpers/apiServer.ts';

/**
 * Regression: the schema knew one global attribute, `pa_size` (PASIZE / PA_SIZE / PaSize), whatever the store
 * had: `pa_color` could not be filtered by, and the storefront's list query asked for `taxonomies: [PASIZE]`,
 * which fails validation on a store without a size attribute, so every list page broke. Attributes now come from
 * the store's data, as WooGraphQL registers them.
 */

beforeEach(() => forgetStoreAttributes());

describe('the demo store’s attributes', () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists pa_color and pa_size as taxonomies, with their enum values and term types', async () => {
    const { body } = await server.gql<{
      taxonomies: { nodes: { name: string; label: string; graphqlSingleName: string }[] };
      terms: { nodes: { __typename: string; slug: string }[] };
      products: { nodes: { slug: string }[] };
    }>(`{
      taxonomies(first: 100) { nodes { name label graphqlSingleName } }
      terms(first: 100, where: { taxonomies: [PACOLOR] }) { nodes { __typename slug } }
      products(first: 100, where: { taxonomyFilter: { filters: [{ taxonomy: PA_COLOR, terms: ["red"] }] } }) {
        nodes { slug }
      }
    }`);
    expect(body.errors).toBeUndefined();
    const attributes = body.data!.taxonomies.nodes.filter((t) => t.name.startsWith('pa_'));
    // Labels are for those who may manage the taxonomy (WPGraphQL's Taxonomy model), as on a real store.
    expect(attributes).toEqual([
      { name: 'pa_color', label: null, graphqlSingleName: 'paColor' },
      { name: 'pa_size', label: null, graphqlSingleName: 'paSize' },
    ]);
    // Product types and visibility are private taxonomies on a real store: never listed.
    expect(body.data!.taxonomies.nodes.map((t) => t.name)).not.toContain('product_type');
    expect(body.data!.terms.nodes.length).toBeGreaterThan(2);
    expect(new Set(body.data!.terms.nodes.map((t) => t.__typename))).toEqual(new Set(['PaColor']));
    expect(body.data!.products.nodes.length).toBeGreaterThan(0);
  });
});

describe('a store without a size attribute, with a material attribute', () => {
  let dir: string;
  let server: ApiServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'store-without-size-'));
    const dataDir = join(dir, 'db');
    // Seed a store, then change its attributes as a shop manager would, and start it again.
    const first = await startApiServer({ dataDir, env: {} });
    const sql = (text: string) => first.db.query(text);
    await sql(`DELETE FROM product_attributes WHERE name = 'pa_size'`);
    await sql(`UPDATE products SET variation_attributes = variation_attributes - 'pa_size',
                                   default_attributes = default_attributes - 'pa_size'`);
    await sql(`DELETE FROM terms WHERE taxonomy = 'pa_size'`);
    await sql(`DELETE FROM attributes WHERE taxonomy = 'pa_size'`);
    await sql(
      `INSERT INTO attributes (taxonomy, label, has_archives) VALUES ('pa_material', 'Material', true)`,
    );
    await sql(`INSERT INTO terms (taxonomy, slug, name, count) VALUES ('pa_material', 'wool', 'Wool', 1)`);
    await sql(`INSERT INTO product_terms (product_id, term_id)
               SELECT p.id, t.id FROM products p, terms t
                WHERE t.slug = 'wool' AND p.slug = 'everyday-hoodie'`);
    // And one left at WooCommerce's default, "Enable archives" off.
    await sql(`INSERT INTO attributes (taxonomy, label) VALUES ('pa_pattern', 'Pattern')`);
    await sql(
      `INSERT INTO terms (taxonomy, slug, name, count) VALUES ('pa_pattern', 'striped', 'Striped', 1)`,
    );
    await sql(`INSERT INTO product_terms (product_id, term_id)
               SELECT p.id, t.id FROM products p, terms t
                WHERE t.slug = 'striped' AND p.slug = 'everyday-hoodie'`);
    await sql(`INSERT INTO product_attributes (product_id, name, position, options)
               SELECT id, 'pa_pattern', 9, ARRAY['striped'] FROM products WHERE slug = 'everyday-hoodie'`);
    await first.close();
    server = await startApiServer({ dataDir, env: {} });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has no PASIZE, and filters by its own attribute', async () => {
    const size = await server.gql(`{ terms(where: { taxonomies: [PASIZE] }) { nodes { slug } } }`);
    expect(size.body.errors?.[0]?.message).toMatch(/PASIZE/);
    const { body } = await server.gql<{
      taxonomies: { nodes: { name: string }[] };
      products: { nodes: { slug: string }[] };
    }>(`{
      taxonomies(first: 100) { nodes { name } }
      products(where: { taxonomyFilter: { filters: [{ taxonomy: PA_MATERIAL, terms: ["wool"] }] } }) {
        nodes { slug }
      }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data!.taxonomies.nodes.map((t) => t.name).filter((n) => n.startsWith('pa_'))).toEqual([
      'pa_color',
      'pa_material',
    ]);
    expect(body.data!.products.nodes.map((p) => p.slug)).toEqual(['everyday-hoodie']);
  });

  it('hides an attribute without archives from guests, as WordPress and WPGraphQL do, and still filters by it', async () => {
    const { body } = await server.gql<{
      taxonomies: { nodes: { name: string }[] };
      products: { nodes: { slug: string }[] };
    }>(`{
      taxonomies(first: 100) { nodes { name } }
      products(where: { taxonomyFilter: { filters: [{ taxonomy: PA_PATTERN, terms: ["striped"] }] } }) {
        nodes { slug }
      }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data!.taxonomies.nodes.map((t) => t.name)).not.toContain('pa_pattern');
    expect(body.data!.products.nodes.map((p) => p.slug)).toEqual(['everyday-hoodie']);
    const environment = createRelayEnvironment({ endpoint: `${server.url}/graphql` });
    expect((await storeAttributes(environment)).map((a) => a.taxonomy)).not.toContain('pa_pattern');
    // The store check names it, with the setting that brings its filter back.
    const { findings } = await checkStore(`${server.url}/graphql`, server.url);
    expect(describeFindings('x', findings).filter((line) => !/logout/i.test(line))).toEqual([
      'Store check: missing "Enable archives" on the global attributes Pattern (Products → Attributes → Edit): guests cannot list them, so the product lists offer no filter for them.',
    ]);
  });

  it('serves the storefront’s list query, with its filters, and ignores a pa_size filter in the URL', async () => {
    const environment = createRelayEnvironment({ endpoint: `${server.url}/graphql` });
    const attributes = await storeAttributes(environment);
    expect(attributes.map((a) => [a.taxonomy, a.label, a.taxonomyEnum, a.productEnum])).toEqual([
      ['pa_color', 'Color', 'PACOLOR', 'PA_COLOR'],
      ['pa_material', 'Material', 'PAMATERIAL', 'PA_MATERIAL'],
    ]);
    const known = new Map(attributes.map((a) => [a.taxonomy, a.productEnum]));
    const variables: ProductListQuery['variables'] = {
      first: 24,
      after: null,
      ...toProductsWhere({ filter: 'pa_size[m],pa_material[wool]' }, undefined, known),
      category: '',
      hasCategory: false,
      paged: false,
      attributeTaxonomies: attributes.map((a) => a.taxonomyEnum),
      hasAttributes: true,
    };
    const { body } = await server.gql<{
      products: { found: number; nodes: { id: string }[] };
      attributeTerms: { nodes: { taxonomyName: string; slug: string }[] };
    }>(ProductListQueryNode.params.text!, variables);
    expect(body.errors).toBeUndefined();
    expect(body.data!.products.found).toBe(1);
    const taxonomies = new Set(body.data!.attributeTerms.nodes.map((t) => t.taxonomyName));
    expect(taxonomies).toEqual(new Set(['pa_color', 'pa_material']));
  });
});
