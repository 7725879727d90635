/** What a field's own selection asks for, read from the parsed operation before its resolver answers. */
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the resolving field's selection asks for `field` on its object, directly, in an inline fragment or in a
 * named fragment (at that level, not deeper), so that a resolver can bring along what a child field will ask for.
 * Directives (`@include`, `@skip`) are not read: a field they leave out is asked for as if it were there, which costs
 * a column, not an answer.
 */
export function selects(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, field: string): boolean {
  const seen = new Set<string>();
  const within = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === field;
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      return within(info.fragments[name]?.selectionSet);
    });
  return info.fieldNodes.some((node) => within(node.selectionSet));
}
