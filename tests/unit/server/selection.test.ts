import {
  Kind,
  parse,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { selects } from '../../../server/resolvers/selection.ts';

/** What a resolver of the operation's first root field gets: its field nodes and the document's fragments. */
function infoOf(document: string) {
  const parsed = parse(document);
  const operation = parsed.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const fragments = Object.fromEntries(
    parsed.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments };
}

describe('selects (what a field’s own selection asks for)', () => {
  it('finds a field asked for directly, in an inline fragment, or in a named fragment and the fragments it spreads', () => {
    expect(selects(infoOf('{ product(id: "a") { name variations { nodes { id } } } }'), 'variations')).toBe(
      true,
    );
    expect(
      selects(
        infoOf('{ product(id: "a") { ... on VariableProduct { variations { nodes { id } } } } }'),
        'variations',
      ),
    ).toBe(true);
    expect(
      selects(
        infoOf(`query { product(id: "a") { ...Page } }
          fragment Page on Product { name ...Picker }
          fragment Picker on Product { ... on VariableProduct { variations { nodes { id } } } }`),
        'variations',
      ),
    ).toBe(true);
  });

  it('does not count the field deeper down (a related product’s variations) or on another root field', () => {
    expect(
      selects(
        infoOf(
          '{ product(id: "a") { related { nodes { ... on VariableProduct { variations { nodes { id } } } } } } }',
        ),
        'variations',
      ),
    ).toBe(false);
    expect(
      selects(
        infoOf('{ product(id: "a") { name } other: product(id: "b") { variations { nodes { id } } } }'),
        'variations',
      ),
    ).toBe(false);
  });

  it('reads each named fragment once, so fragments that spread each other end', () => {
    const info = infoOf(`query { product(id: "a") { ...A } }
      fragment A on Product { name ...B }
      fragment B on Product { sku ...A }`);
    expect(selects(info, 'variations')).toBe(false);
    expect(selects(info, 'sku')).toBe(true);
  });
});
