/**
 * The reference API's executable schema: schema/schema.graphql without the fields the plugin settings hide, the
 * store's global attributes, and every resolver map.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse, visit, type DocumentNode } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { Ctx } from './context.ts';
import type { Db } from './db/connection.ts';
import { accountResolvers } from './resolvers/account.ts';
import { authResolvers } from './resolvers/auth.ts';
import { orderResolvers } from './resolvers/orders.ts';
import { cartResolvers } from './resolvers/cart.ts';
import { catalogResolvers } from './resolvers/catalog.ts';
import { termNodeFields } from './resolvers/productFields.ts';
import { reviewResolvers } from './resolvers/reviews.ts';
import { attributeSchema, loadAttributeTaxonomies } from './attributes.ts';

/** What the Node request handler hands Yoga with each request. */
export type ServerContext = { req: IncomingMessage; res: ServerResponse };

const SCHEMA_PATH = new URL('../schema/schema.graphql', import.meta.url);

/** The schema without the `hidden` fields. */
function schemaDocument(hidden: ReadonlySet<string>): DocumentNode {
  let type = '';
  return visit(parse(readFileSync(SCHEMA_PATH, 'utf8')), {
    ObjectTypeDefinition: {
      enter(node) {
        type = node.name.value;
      },
    },
    FieldDefinition(node) {
      return hidden.has(`${type}.${node.name.value}`) ? null : undefined;
    },
  });
}

/** `resolvers` without the resolvers of the `hidden` fields (the schema must have every field resolved). */
function withoutFields<R extends object>(resolvers: R, hidden: ReadonlySet<string>): R {
  const types = new Set([...hidden].map((f) => f.split('.')[0]));
  return Object.fromEntries(
    Object.entries(resolvers).map(([type, fields]: [string, object]) => [
      type,
      types.has(type)
        ? Object.fromEntries(Object.entries(fields).filter(([field]) => !hidden.has(`${type}.${field}`)))
        : fields,
    ]),
  ) as R;
}

/** The schema the API serves, without the `hidden` fields (`hiddenFields` of the plugin settings). */
export async function apiSchema(db: Db, hidden: ReadonlySet<string>) {
  const attributes = attributeSchema(await loadAttributeTaxonomies(db), termNodeFields);
  return createSchema<ServerContext & Ctx>({
    // The store's global attributes are part of the schema, as in WooGraphQL (server/attributes.ts).
    typeDefs: [schemaDocument(hidden), attributes.typeDefs],
    resolvers: [
      catalogResolvers,
      cartResolvers,
      accountResolvers,
      authResolvers,
      orderResolvers,
      reviewResolvers,
      attributes.resolvers,
    ].map((resolvers) => withoutFields(resolvers, hidden)),
    // A resolver for a type or field the schema lacks is a mistake: the schema does not start.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
