import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  extendSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  parse,
  validate,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { storefrontOperations as operations } from '../../src/server/storefrontOperations.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const referenceDir = fileURLToPath(new URL('../../../shared/reference/', import.meta.url));
const hasReference = existsSync(`${referenceDir}woographql-schema.graphql`);
if (!hasReference)
  console.warn(
    `schemaCompat: ${referenceDir} is absent, so the WooGraphQL compatibility checks are skipped.`,
  );

function loadReference(): GraphQLSchema {
  const base = buildSchema(readFileSync(`${referenceDir}woographql-schema.graphql`, 'utf8'), {
    assumeValidSDL: true,
  });
  return extendSchema(base, parse(readFileSync(`${referenceDir}headless-login.graphql`, 'utf8')), {
    assumeValidSDL: true,
  });
}

const kind = (t: GraphQLNamedType): string =>
  isObjectType(t)
    ? 'object'
    : isInterfaceType(t)
      ? 'interface'
      : isInputObjectType(t)
        ? 'input'
        : isEnumType(t)
          ? 'enum'
          : isUnionType(t)
            ? 'union'
            : 'scalar';

/** Every difference between our schema and the reference, as readable lines. */
function differences(ours: GraphQLSchema, ref: GraphQLSchema): string[] {
  const problems: string[] = [];
  for (const type of Object.values(ours.getTypeMap())) {
    if (
      type.name.startsWith('__') ||
      (isScalarType(type) && ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name))
    )
      continue;
    const other = ref.getType(type.name);
    if (!other) {
      problems.push(`type ${type.name} is not in the reference`);
      continue;
    }
    if (kind(type) !== kind(other)) {
      problems.push(`type ${type.name} is ${kind(type)} here but ${kind(other)} in the reference`);
      continue;
    }
    if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(other) || isInterfaceType(other))) {
      const refInterfaces = new Set(other.getInterfaces().map((i) => i.name));
      for (const i of type.getInterfaces())
        if (!refInterfaces.has(i.name))
          problems.push(`${type.name} implements ${i.name}, the reference does not`);
      const refFields = other.getFields();
      for (const field of Object.values(type.getFields())) {
        const rf = refFields[field.name];
        if (!rf) {
          problems.push(`field ${type.name}.${field.name} is not in the reference`);
          continue;
        }
        if (String(field.type) !== String(rf.type))
          problems.push(
            `field ${type.name}.${field.name}: ${String(field.type)} here, ${String(rf.type)} in the reference`,
          );
        for (const arg of field.args) {
          const ra = rf.args.find((a) => a.name === arg.name);
          if (!ra) problems.push(`argument ${type.name}.${field.name}(${arg.name}) is not in the reference`);
          else if (String(ra.type) !== String(arg.type))
            problems.push(
              `argument ${type.name}.${field.name}(${arg.name}): ${String(arg.type)} here, ${String(ra.type)} in the reference`,
            );
        }
        for (const ra of rf.args) {
          if (String(ra.type).endsWith('!') && !field.args.some((a) => a.name === ra.name))
            problems.push(`required argument ${type.name}.${field.name}(${ra.name}) is missing`);
        }
      }
    }
    if (isInputObjectType(type) && isInputObjectType(other)) {
      const refFields = other.getFields();
      for (const field of Object.values(type.getFields())) {
        const rf = refFields[field.name];
        if (!rf) problems.push(`input field ${type.name}.${field.name} is not in the reference`);
        else if (String(rf.type) !== String(field.type))
          problems.push(
            `input field ${type.name}.${field.name}: ${String(field.type)} here, ${String(rf.type)} in the reference`,
          );
      }
      for (const rf of Object.values(refFields)) {
        if (String(rf.type).endsWith('!') && !type.getFields()[rf.name])
          problems.push(`required input field ${type.name}.${rf.name} is missing`);
      }
    }
    if (isEnumType(type) && isEnumType(other)) {
      const values = new Set(other.getValues().map((v) => v.name));
      for (const v of type.getValues())
        if (!values.has(v.name)) problems.push(`enum value ${type.name}.${v.name} is not in the reference`);
    }
  }
  const rootNames = [ours.getQueryType()?.name, ours.getMutationType()?.name];
  expect(rootNames).toEqual([ref.getQueryType()?.name, ref.getMutationType()?.name]);
  return problems;
}

/** The operation texts relay-compiler wrote for the storefront's queries and mutations. */
const storefrontOperations = () => operations().map((op) => ({ file: op.name, text: op.text }));

/**
 * What real stores have that the 2024 reference schema predates, each with its source. The storefront's own
 * operations use none of it (they validate against the reference below); the reference API has it because stores do.
 */
const NEWER_THAN_REFERENCE = new Map([
  [
    'argument RootQuery.stripePaymentIntent(stripePaymentMethod) is not in the reference',
    'woonuxt-settings 2.x: stripePaymentIntent(stripePaymentMethod: StripePaymentMethodEnum = SETUP)',
  ],
  [
    'field PaymentIntent.stripePaymentMethod is not in the reference',
    'woonuxt-settings 2.x: the kind of intent made',
  ],
  ['type StripePaymentMethodEnum is not in the reference', 'woonuxt-settings 2.x: SETUP or PAYMENT'],
  [
    'input field CreateAccountInput.authenticate is not in the reference',
    'WooGraphQL 1.x (live-woographql-1.0.graphql): the account a checkout creates owns the order only when asked',
  ],
]);

describe.skipIf(!hasReference)('schema/schema.graphql against the WooGraphQL reference', () => {
  const ours = buildSchema(readFileSync(`${root}schema/schema.graphql`, 'utf8'));

  it('is a valid schema', async () => {
    const { validateSchema } = await import('graphql');
    expect(validateSchema(ours).map((e) => e.message)).toEqual([]);
  });

  it('uses only types, fields, arguments, enum values and input fields of the reference, with the same types', () => {
    const found = differences(ours, loadReference());
    expect(found.filter((line) => !NEWER_THAN_REFERENCE.has(line))).toEqual([]);
    // Each allowance is still needed: none outlives the difference it names.
    expect([...NEWER_THAN_REFERENCE.keys()].filter((line) => !found.includes(line))).toEqual([]);
  });

  it('lets every storefront operation validate against the reference and our schema', () => {
    const ref = loadReference();
    const ops = storefrontOperations();
    expect(ops.length).toBeGreaterThan(0);
    for (const op of ops) {
      const doc = parse(op.text);
      expect(validate(ref, doc).map((e) => `${op.file}: ${e.message}`)).toEqual([]);
      expect(validate(ours, doc).map((e) => `${op.file}: ${e.message}`)).toEqual([]);
    }
  });
});

/**
 * The schemas printed from the two real stores of ../shared/realstore (WooGraphQL 0.21 and 1.x, Headless Login and
 * woonuxt-settings included): every storefront operation must validate on both generations as it is, since the
 * storefront sends one operation text to whichever store it is pointed at.
 */
const LIVE_SCHEMAS = ['live-woographql-0.21.graphql', 'live-woographql-1.0.graphql'];
describe.skipIf(!hasReference)('every storefront operation on the real stores’ schemas', () => {
  for (const file of LIVE_SCHEMAS) {
    it(`validates against ${file}`, () => {
      const live = buildSchema(readFileSync(`${referenceDir}${file}`, 'utf8'), { assumeValidSDL: true });
      const ops = storefrontOperations();
      expect(ops.length).toBeGreaterThan(30);
      const errors = ops.flatMap((op) =>
        validate(live, parse(op.text)).map((e) => `${op.file}: ${e.message}`),
      );
      expect(errors).toEqual([]);
    });
  }
});

describe('schema/schema.graphql is served by the API', () => {
  it('has a resolver-backed root for every operation the spec names', () => {
    const ours = buildSchema(readFileSync(`${root}schema/schema.graphql`, 'utf8'));
    const q = Object.keys(ours.getQueryType()!.getFields());
    const m = Object.keys(ours.getMutationType()!.getFields());
    expect(q).toEqual(
      expect.arrayContaining([
        'products',
        'product',
        'productCategories',
        'terms',
        'cart',
        'customer',
        'viewer',
        'order',
        'orders',
        'paymentGateways',
        'allowedCountries',
        'countryStates',
        'loginClients',
        'stripePaymentIntent',
      ]),
    );
    expect(m).toEqual(
      expect.arrayContaining([
        'addToCart',
        'updateItemQuantities',
        'emptyCart',
        'applyCoupon',
        'removeCoupons',
        'updateShippingMethod',
        'checkout',
        'registerCustomer',
        'updateCustomer',
        'writeReview',
        'sendPasswordResetEmail',
        'resetUserPassword',
        'login',
        'refreshToken',
        'logout',
      ]),
    );
  });
});
