/**
 * The store check's validation of every storefront operation (`storeProbe.ts`): each is sent for the store to
 * validate against its schema, and none of it runs.
 */
import {
  Kind,
  Lexer,
  parse,
  print,
  Source,
  TokenKind,
  type DefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import type { StorefrontOperation } from './storefrontOperations.ts';
import { fetchFromStore } from './upstream.ts';

/**
 * The operation with its root selections in `... @include(if: false) { … }`: the store validates all of it against
 * its schema and runs none of it (a mutation changes nothing). Required variables are then reported as not given,
 * which says the operation itself is valid.
 */
export function validationProbe(text: string): string {
  const document = parse(text);
  return print({
    ...document,
    definitions: document.definitions.map((definition) =>
      definition.kind !== Kind.OPERATION_DEFINITION
        ? definition
        : ({
            ...definition,
            selectionSet: {
              kind: Kind.SELECTION_SET,
              selections: [
                {
                  kind: Kind.INLINE_FRAGMENT,
                  directives: [
                    {
                      kind: Kind.DIRECTIVE,
                      name: { kind: Kind.NAME, value: 'include' },
                      arguments: [
                        {
                          kind: Kind.ARGUMENT,
                          name: { kind: Kind.NAME, value: 'if' },
                          value: { kind: Kind.BOOLEAN, value: false },
                        },
                      ],
                    },
                  ],
                  selectionSet: definition.selectionSet,
                },
              ],
            },
          } satisfies OperationDefinitionNode),
    ),
  });
}

const NOT_GIVEN = /^Variable "\$\w+" of (required|non-null) type "[^"]+" (was not provided|must not be null)/;

/** GraphQL tokens in `text`, as a store's token limit counts them. */
function tokenCount(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

/** Stays under the token limits stores and their security plugins commonly set (this API's is 2,000). */
const TOKENS_PER_REQUEST = 1_800;

/** The storefront's documents packed into as few requests as the token limit allows, fragments once per request. */
function probeDocuments(operations: readonly StorefrontOperation[]): string[] {
  const documents: string[] = [];
  let definitions = new Map<string, DefinitionNode>();
  let tokens = 0;
  const flush = () => {
    if (definitions.size)
      documents.push(print({ kind: Kind.DOCUMENT, definitions: [...definitions.values()] }));
    definitions = new Map();
    tokens = 0;
  };
  for (const op of operations) {
    const probe = parse(validationProbe(op.text));
    const own = probe.definitions.filter((d) => 'name' in d && d.name && !definitions.has(d.name.value));
    const added = tokenCount(print({ kind: Kind.DOCUMENT, definitions: own }));
    if (tokens && tokens + added > TOKENS_PER_REQUEST) flush();
    for (const definition of probe.definitions)
      if ('name' in definition && definition.name) definitions.set(definition.name.value, definition);
    tokens += added;
  }
  flush();
  return documents;
}

/**
 * The storefront operations the store's schema refuses, each with the store's first reason. They go in a few
 * requests (a WordPress store spends most of a request starting up): documents of several operations, their root
 * selections skipped (validationProbe), each fragment once. The store validates a whole document and runs one
 * operation of it, which selects nothing; each error's line names its operation or fragment.
 */
export async function refusedOperations(
  graphqlUrl: string,
  siteUrl: string,
  operations: readonly StorefrontOperation[],
  timeoutMs: number,
): Promise<{ name: string; reason: string }[]> {
  const refused = new Map<string, string>();
  const queue = probeDocuments(operations);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let text = queue.shift(); text; text = queue.shift()) {
        const lines: { name: string; from: number; to: number }[] = [];
        for (const definition of parse(text).definitions)
          if (
            (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION) &&
            definition.name &&
            definition.loc
          )
            lines.push({
              name:
                definition.kind === Kind.FRAGMENT_DEFINITION
                  ? `fragment ${definition.name.value}`
                  : definition.name.value,
              from: definition.loc.startToken.line,
              to: definition.loc.endToken.line,
            });
        let errors: { message?: string; locations?: { line: number }[] }[];
        try {
          const response = await fetchFromStore(graphqlUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json', origin: siteUrl },
            body: JSON.stringify({
              query: text,
              operationName: lines.find((l) => !l.name.startsWith('fragment '))?.name,
            }),
            signal: AbortSignal.timeout(timeoutMs),
          });
          errors = ((await response.json()) as { errors?: typeof errors }).errors ?? [];
        } catch {
          continue; // Slow, not refused (as in probeStore, storeProbe.ts).
        }
        for (const error of errors) {
          const message = error.message ?? '';
          if (NOT_GIVEN.test(message)) continue;
          const owners = (error.locations ?? []).flatMap(({ line }) =>
            lines.filter((op) => line >= op.from && line <= op.to).map((op) => op.name),
          );
          // A fragment's error is named once, by the fragment (every operation that spreads it fails with it).
          for (const name of owners.length ? owners : ['(the document)'])
            if (!refused.has(name)) refused.set(name, message.slice(0, 160));
        }
      }
    }),
  );
  return [...refused]
    .map(([name, reason]) => ({ name, reason }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
