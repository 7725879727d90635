import { costLimitRule, type CostLimitOptions } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ParseOptions,
  type Source,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * What one operation may ask for. Measured on the storefront's own operations (`__generated__/*.graphql.ts`)
 * and the benchmark operations; the largest of them is listed next to each limit (tests/api/queryLimits.test.ts
 * checks that every storefront operation stays within them).
 */
export interface QueryLimits {
  /** Lexer tokens in the whole document (the product page query has 550). */
  tokens: number;
  /** Nested fields, fragments flattened (the cart mutations reach 8). */
  depth: number;
  /** Aliased fields, `__typename` aliases excluded (the home page uses 3). */
  aliases: number;
  /** Directives (the product list uses 1). */
  directives: number;
  /**
   * graphql-armor's cost: a scalar costs 1, an object 2 plus 1.5× its selection, all times a literal `first`
   * (the cart mutations reach 69,546 with `contents(first: 100)`).
   */
  cost: number;
}

export const QUERY_LIMITS: QueryLimits = {
  tokens: 2_000,
  depth: 11,
  aliases: 15,
  directives: 10,
  cost: 150_000,
};

/** Every limit error carries this code next to its message. */
export const QUERY_REFUSED = 'GRAPHQL_VALIDATION_FAILED';

const COST_OPTIONS: CostLimitOptions = { flattenFragments: true, ignoreIntrospection: false };

function refusal(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
    extensions: { code: QUERY_REFUSED },
  });
}

/** The graphql-armor rules, reporting (not throwing) so one validation pass lists every exceeded limit. */
export function queryLimitRules(limits: QueryLimits = QUERY_LIMITS): ValidationRule[] {
  const common = {
    propagateOnRejection: false,
    onReject: [(ctx: ValidationContext | null, error: GraphQLError) => ctx?.reportError(refusal(error))],
  };
  return [
    maxDepthRule({ n: limits.depth, flattenFragments: true, ignoreIntrospection: false, ...common }),
    maxAliasesRule({ n: limits.aliases, ...common }),
    maxDirectivesRule({ n: limits.directives, ...common }),
    costLimitRule({ maxCost: limits.cost, ...COST_OPTIONS, ...common }),
  ];
}

/** Parses with graphql-js, refusing a document of more than `maxTokens` tokens while it is being read. */
export function parseWithTokenLimit(
  source: string | Source,
  maxTokens: number,
  options?: ParseOptions,
): DocumentNode {
  try {
    return new MaxTokensParserWLexer(source, {
      ...options,
      n: maxTokens,
      onReject: [
        (_ctx, error) => {
          throw refusal(error);
        },
      ],
    }).parseDocument();
  } catch (error) {
    // graphql-js parses nested lists and objects by recursion: `[[[…]]]` a few thousand deep, within the token limit's
    // reach, overflows the stack before the limit is met. That is a refused document, not a server error.
    if (error instanceof RangeError)
      throw new GraphQLError('Syntax Error: values are nested too deeply.', {
        extensions: { code: QUERY_REFUSED },
      });
    throw error;
  }
}

/** The measures the limits compare, for tuning them (and for the tests that keep the storefront within them). */
export function measureOperation(
  schema: GraphQLSchema,
  text: string,
): { tokens: number; depth: number; aliases: number; directives: number; cost: number } {
  const parser = new MaxTokensParserWLexer(text, { n: Number.MAX_SAFE_INTEGER });
  const document = parser.parseDocument();
  const seen = { depth: 0, aliases: 0, directives: 0, cost: 0 };
  const keep =
    (key: keyof typeof seen) =>
    (_ctx: ValidationContext | null, details: { n: number }): void => {
      seen[key] = Math.max(seen[key], details.n);
    };
  const n = Number.MAX_SAFE_INTEGER;
  validate(schema, document, [
    maxDepthRule({ n, flattenFragments: true, ignoreIntrospection: false, onAccept: [keep('depth')] }),
    maxAliasesRule({ n, onAccept: [keep('aliases')] }),
    maxDirectivesRule({ n, onAccept: [keep('directives')] }),
    costLimitRule({ maxCost: n, ...COST_OPTIONS, onAccept: [keep('cost')] }),
  ]);
  return { tokens: parser.tokenCount, ...seen };
}

/**
 * Refuses oversized operations before graphql-js's own validation runs (its OverlappingFieldsCanBeMerged rule is
 * quadratic in the fields of a selection, and the depth rule this replaces walked every fragment spread again, so
 * 1.8 KB of fragments that each spread the next twice kept the process busy for tens of seconds). Tokens are counted while parsing; depth, aliases,
 * directives and cost (each linear, fragments counted once) are checked in a validation pass of their own, and
 * only an operation within all of them reaches the standard rules. Introspection is refused when `introspection`
 * is false.
 */
export function queryLimitsPlugin(options: { limits?: QueryLimits; introspection: boolean }): Plugin {
  const limits = options.limits ?? QUERY_LIMITS;
  const rules = queryLimitRules(limits);
  /** Each parsed document's limit errors (none: within them), per schema. */
  const checked = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, readonly GraphQLError[]>>();
  return {
    onParse({ setParseFn }) {
      setParseFn((source: string | Source, parseOptions?: ParseOptions) =>
        parseWithTokenLimit(source, limits.tokens, parseOptions),
      );
    },
    onValidate({ params, setResult, addValidationRule }) {
      const { schema, documentAST } = params as { schema: GraphQLSchema; documentAST: DocumentNode };
      // Yoga's parser cache hands the same document to every request with the same text: its limits are checked once
      // (4% of a list request's CPU when checked every time, tests/bench/apiThroughput.ts).
      let bySchema = checked.get(schema);
      if (!bySchema) checked.set(schema, (bySchema = new WeakMap()));
      let errors = bySchema.get(documentAST);
      if (!errors) bySchema.set(documentAST, (errors = validate(schema, documentAST, rules)));
      if (errors.length) {
        setResult(errors);
        return;
      }
      if (!options.introspection) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
