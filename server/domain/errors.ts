import { GraphQLError } from 'graphql';

/** An error the shopper may see: its message reaches the client unmasked. */
export class UserError extends GraphQLError {
  constructor(message: string, code = 'BAD_USER_INPUT') {
    super(message, { extensions: { code } });
  }
}

/** Throws a UserError with `message` unless `condition` holds. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new UserError(message);
}
