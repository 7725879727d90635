import type { IncomingMessage } from 'node:http';

/** The content codings this server sends, in its order of preference when a client rates them equally. */
export type Encoding = 'br' | 'gzip';

/**
 * The coding to send for an `Accept-Encoding` header (RFC 9110 §12.5.3), chosen from `offered` (most preferred
 * first), or null for the identity coding. Quality values count: `q=0` refuses a coding, `*` stands for every coding
 * the header does not name, and the client's highest-rated coding wins (ties go to the order of `offered`).
 * `x-gzip` is `gzip`. No header, or one that names nothing offered, gets the identity coding.
 */
export function negotiateEncoding(
  header: string | readonly string[] | undefined,
  offered: readonly Encoding[] = ['br', 'gzip'],
): Encoding | null {
  const text = typeof header === 'string' ? header : (header ?? []).join(',');
  const rated = new Map<string, number>();
  for (const part of text.split(',')) {
    const [rawName = '', ...params] = part.trim().split(';');
    const name = rawName.trim().toLowerCase() === 'x-gzip' ? 'gzip' : rawName.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim().toLowerCase());
      if (key === 'q') {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    rated.set(name, Math.max(q, rated.get(name) ?? 0));
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const coding of offered) {
    const q = rated.get(coding) ?? rated.get('*') ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/** The coding to send a request's answer in (its `Accept-Encoding`), or null for the identity coding. */
export const acceptsEncoding = (req: Pick<IncomingMessage, 'headers'>) =>
  negotiateEncoding(req.headers['accept-encoding']);
