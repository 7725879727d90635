import type { ServerResponse } from 'node:http';

/** A short plain-text answer that no cache keeps (errors, refusals). */
export function sendStatus(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** A generated text file (robots.txt, the sitemap), cached for an hour. */
export function sendText(res: ServerResponse, type: string, body: string): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(body);
}
