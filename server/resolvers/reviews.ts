import type { Resolvers } from '../__generated__/resolvers.ts';
import { writeReview } from '../domain/reviews.ts';

/** `writeReview`: the domain checks and stores it; the cached catalogue pages are dropped (the rating changed). */
export const reviewResolvers: Resolvers = {
  RootMutation: {
    writeReview: async (_, { input }, ctx) => {
      const review = await writeReview(ctx.db, input, await ctx.viewer(), ctx.ip);
      ctx.config.catalogChanged();
      return { clientMutationId: input.clientMutationId, rating: input.rating, review };
    },
  },
};
