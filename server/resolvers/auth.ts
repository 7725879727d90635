import type { Resolvers } from '../__generated__/resolvers.ts';
import type { Ctx } from '../context.ts';
import {
  authenticate,
  requestPasswordReset,
  revokeRefreshTokens,
  resetPassword,
} from '../domain/customerAuth.ts';
import { customerById, type CustomerRow } from '../domain/customers.ts';
import { UserError, check } from '../domain/errors.ts';
import { limitClient } from '../domain/limits.ts';
import { OAUTH_ERRORS } from '../domain/oauth.ts';
import { toGlobalId } from '../domain/ids.ts';
import { gravatar, wpDate } from './wordpress.ts';

/** Headless Login's only answer to wrong credentials (`ProviderMutationsPasswordTest`). */
export const LOGIN_FAILED = 'The user could not be logged in.';
const LOGIN_REFUSED_CODES = new Set(['INVALID_USERNAME', 'INCORRECT_PASSWORD']);

/** A new auth token and refresh token for `customer`, as Headless Login's payload gives them. */
export function tokensFor(ctx: Ctx, customer: CustomerRow) {
  const auth = ctx.tokens.authToken(customer.id);
  const refresh = ctx.tokens.refreshToken(customer.id, customer.auth_secret);
  return {
    authToken: auth.token,
    authTokenExpiration: String(auth.expires),
    refreshToken: refresh.token,
    refreshTokenExpiration: String(refresh.expires),
  };
}

/** Sign-in: password and social login, token refresh, logout and password reset (Headless Login's fields). */
export const authResolvers: Resolvers = {
  RootQuery: {
    loginClients: (_, _a, ctx) => ctx.config.oauth.clients(),
  },
  RootMutation: {
    login: async (_, { input }, ctx) => {
      let customer: CustomerRow;
      if (input.provider === 'PASSWORD') {
        check(input.credentials, 'Username and password are required.');
        customer = await authenticate(
          ctx.db,
          input.credentials.username,
          input.credentials.password,
          ctx.ip,
        ).catch((error: unknown) => {
          // Headless Login never says whether the account or the password was wrong.
          if (error instanceof UserError && LOGIN_REFUSED_CODES.has(String(error.extensions.code)))
            throw new UserError(LOGIN_FAILED, 'LOGIN_FAILED');
          throw error;
        });
      } else {
        if (!ctx.config.oauth.client(input.provider))
          throw new UserError(OAUTH_ERRORS.notEnabled(input.provider), 'PROVIDER_NOT_ENABLED');
        check(input.oauthResponse, OAUTH_ERRORS.missingResponse);
        customer = await ctx.config.oauth.login(
          ctx.db,
          input.provider,
          input.oauthResponse.code,
          input.oauthResponse.state,
        );
      }
      await ctx.session.signIn(customer.id);
      ctx.viewerId = customer.id;
      return {
        clientMutationId: input.clientMutationId,
        ...tokensFor(ctx, customer),
        user: customer,
        customer: { row: customer },
        sessionToken: ctx.session.issuedToken,
      };
    },
    refreshToken: async (_, { input }, ctx) => {
      const claims = await ctx.tokens.readRefresh(input.refreshToken);
      const customer = claims ? await customerById(ctx.db, claims.customerId) : null;
      if (!claims || !customer || customer.auth_secret !== claims.secret) {
        return {
          clientMutationId: input.clientMutationId,
          authToken: null,
          authTokenExpiration: null,
          success: false,
        };
      }
      const auth = ctx.tokens.authToken(customer.id);
      return {
        clientMutationId: input.clientMutationId,
        authToken: auth.token,
        authTokenExpiration: String(auth.expires),
        success: true,
      };
    },
    logout: async (_, { input }, ctx) => {
      // Headless Login revokes the user secret: every refresh token issued so far stops working.
      if (ctx.viewerId) await revokeRefreshTokens(ctx.db, ctx.viewerId);
      return { clientMutationId: input.clientMutationId, success: true, status: 'SUCCESS' };
    },
    sendPasswordResetEmail: async (_, { input }, ctx) => {
      await limitClient(ctx.db, 'passwordReset', ctx.ip);
      await ctx.db.transaction((tx) => requestPasswordReset(tx, input.username, ctx.config.siteUrl));
      ctx.config.mailer.kick();
      // Neutral answer: never reveal whether the account exists.
      return { clientMutationId: input.clientMutationId, success: true, user: null };
    },
    resetUserPassword: async (_, { input }, ctx) => {
      const customer = await ctx.db.transaction((tx) =>
        resetPassword(tx, input.key ?? '', input.login ?? '', input.password ?? ''),
      );
      return { clientMutationId: input.clientMutationId, user: customer };
    },
  },
  User: {
    id: (u) => toGlobalId('user', u.id),
    databaseId: (u) => u.id,
    userId: (u) => u.id,
    firstName: (u) => u.first_name,
    lastName: (u) => u.last_name,
    name: (u) => u.display_name || u.username,
    nicename: (u) => u.username.toLowerCase().replace(/[^a-z0-9-]/g, '-'),
    nickname: (u) => u.username,
    description: () => '',
    url: () => null,
    registeredDate: (u) => wpDate(u.created_at),
    avatar: (u, a) => ({
      url: gravatar(u.email),
      size: a.size ?? 96,
      height: a.size ?? 96,
      width: a.size ?? 96,
      default: 'mm',
      foundAvatar: false,
    }),
    wooSessionToken: (u, _a, ctx) => (u.id === ctx.viewerId ? ctx.session.token() : null),
    email: (u, _a, ctx) => (u.id === ctx.viewerId ? u.email : null),
    auth: async (u, _a, ctx) =>
      u.id === ctx.viewerId ? { ...tokensFor(ctx, u), wooSessionToken: await ctx.session.token() } : null,
  },
  AuthenticationData: {},
  LoginClient: {},
};
