/** What the store answers to the auth actor's login and viewer load, for tests that drive the real actors. */

/** A Headless Login expiry (seconds since the epoch, as a string) `ms` from now. */
export const expiresIn = (ms: number) => String(Math.floor((Date.now() + ms) / 1000));

/** `LoginMutation`'s answer: a token for an hour, a refresh token and the user. */
export function loginAnswer({ token, refresh, userId }: { token: string; refresh: string; userId: number }) {
  return {
    data: {
      login: {
        authToken: token,
        authTokenExpiration: expiresIn(3_600_000),
        refreshToken: refresh,
        user: { id: `user:${userId}`, databaseId: userId },
      },
    },
  };
}

/** The customer the screen tests log in: `viewerAnswer(ADA)`. */
export const ADA = {
  id: 7,
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};

/** `ViewerQuery`'s answer for a customer, with the meta data kept on the account (the wishlist). */
export function viewerAnswer({
  id,
  username,
  firstName,
  lastName,
  email,
  metaData = [],
}: {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  metaData?: { key: string; value: string }[];
}) {
  return {
    data: {
      viewer: { id: `user:${id}`, databaseId: id, username, firstName, lastName, email, avatar: null },
      // Each meta entry is a node of its own in the store (the query asks for its id).
      customer: {
        id: `customer:${id}`,
        metaData: metaData.map((meta, i) => ({ id: `meta:${id}:${i}`, ...meta })),
      },
    },
  };
}
