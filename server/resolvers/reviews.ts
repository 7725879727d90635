import type { Ctx } from '../context.ts';
import { writeReview, type ReviewInput } from '../domain/reviews.ts';

/** `writeReview`: the domain checks and stores it; the cached catalogue pages are dropped (the rating changed). */
export const reviewResolvers = {
  RootMutation: {
    writeReview: async (
      _: unknown,
      { input }: { input: ReviewInput & { clientMutationId?: string } },
      ctx: Ctx,
    ) => {
      const review = await writeReview(ctx.db, input, await ctx.viewer(), ctx.ip);
      ctx.config.catalogChanged();
      return { clientMutationId: input.clientMutationId, rating: input.rating, review };
    },
  },
};
