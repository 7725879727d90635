import { GraphQLError, visit, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { UserError } from './domain/errors.ts';

const NUL_MESSAGE = 'Text must not contain NUL characters (\\u0000).';
const NOT_FINITE_MESSAGE = 'Numbers must be finite.';

/**
 * The first problem in a value from the request's variables, if any. Walked with a list of its own, not by recursion:
 * a list nested 100,000 deep is valid JSON and would overflow the call stack.
 */
function variableProblem(root: unknown): string | null {
  const pending: unknown[] = [root];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return NUL_MESSAGE;
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return NOT_FINITE_MESSAGE;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push(value[i]);
    } else if (value && typeof value === 'object') {
      pending.push(...(Object.values(value) as unknown[]).reverse());
    }
  }
  return null;
}

/** The first problem in the operation's own literals, if any. */
function literalProblem(document: DocumentNode): string | null {
  let problem: string | null = null;
  visit(document, {
    StringValue(node) {
      if (node.value.includes('\0')) problem ??= NUL_MESSAGE;
    },
    FloatValue(node) {
      if (!Number.isFinite(Number(node.value))) problem ??= NOT_FINITE_MESSAGE;
    },
  });
  return problem;
}

/** graphql-js's messages for a value that does not fit its type (from ValuesOfCorrectType and variable coercion). */
const VALUE_ERROR =
  /cannot represent|^Variable "\$[^"]+" (got invalid value|of required type|of non-null type)|^Expected value of type/;

function withCode(error: GraphQLError, code: string): GraphQLError {
  if (error.extensions.code) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes ?? null,
    source: error.source ?? null,
    positions: error.positions ?? null,
    path: error.path ?? null,
    originalError: error.originalError ?? null,
    extensions: { ...error.extensions, code },
  });
}

/**
 * Refuses NUL characters in any string and non-finite numbers anywhere in the input (PostgreSQL rejects NUL in
 * text, so they used to surface as "Unexpected error." with a stack in the log), and gives graphql-js's own
 * input errors a code: BAD_USER_INPUT for a value that does not fit its type, GRAPHQL_VALIDATION_FAILED for any
 * other invalid operation.
 */
export function inputGuardPlugin(): Plugin {
  return {
    onValidate() {
      return ({ result, setResult }) => {
        if (!result.length) return;
        setResult(
          (result as GraphQLError[]).map((e) =>
            withCode(e, VALUE_ERROR.test(e.message) ? 'BAD_USER_INPUT' : 'GRAPHQL_VALIDATION_FAILED'),
          ),
        );
      };
    },
    onExecute({ args, setResultAndStopExecution }) {
      const problem =
        literalProblem(args.document as DocumentNode) ?? variableProblem(args.variableValues ?? null);
      if (problem) {
        setResultAndStopExecution({ errors: [new UserError(problem)] });
        return;
      }
      return {
        onExecuteDone({ result, setResult }) {
          const single = result as ExecutionResult;
          // Variable coercion errors come back without data, before any resolver ran.
          if (!single.errors?.length || single.data !== undefined) return;
          setResult({
            ...single,
            errors: single.errors.map((e) =>
              VALUE_ERROR.test(e.message) ? withCode(e, 'BAD_USER_INPUT') : e,
            ),
          });
        },
      };
    },
  };
}
