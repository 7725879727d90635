import type { ServerResponse } from 'node:http';
import type { StoreTiming } from './renderTypes.ts';
import { sendStatus } from './respond.ts';
import type { UpstreamFailure } from './upstream.ts';

/** The parts of a page response that need nothing of the build: the shared document, its timing, the 503s. */

/** The template's own script tags carry the response's CSP nonce. */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll('<script', `<script nonce="${nonce}"`);
}

export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A shared page: one document for every response, its scripts allowed by hash, compressed once per encoding. */
export interface SharedDocument {
  status: number;
  location?: string | undefined;
  html: string;
  contentSecurityPolicy: string;
  compressed: Map<string, Buffer>;
  /** The store failed its limits while this page rendered: answered with an error page, never kept. */
  storeFailure?: UpstreamFailure | undefined;
  /** What rendering it took: sent as `Server-Timing` with the response that waited for the render. */
  timing?: string | undefined;
}

/**
 * The `Server-Timing` of a rendered page: the store requests it made and the time waited for them, and the time from
 * the request to the head. Browsers show it in the network panel; the real-store layer measures with it.
 */
export function serverTiming(store: StoreTiming, startedAt: number): string {
  return [
    `store;desc="${store.requests} ${store.requests === 1 ? 'request' : 'requests'}";dur=${store.ms.toFixed(1)}`,
    `render;dur=${(performance.now() - startedAt).toFixed(1)}`,
  ].join(', ');
}

/** The store's own database is away: every page answers 503 until it is back. */
export function sendUnavailable(res: ServerResponse): void {
  sendStatus(res, 503, 'The store is temporarily unavailable. Please try again in a moment.', {
    'Retry-After': '5',
  });
}

/** A page whose data the store did not deliver within the limits (`upstream.ts`): 503, to be tried again. */
export function sendStoreFailure(res: ServerResponse, failure: UpstreamFailure): void {
  sendStatus(
    res,
    503,
    failure === 'timeout'
      ? 'The store did not answer in time. Please try again in a moment.'
      : 'The store sent no usable answer. Please try again in a moment.',
    { 'Retry-After': '10' },
  );
}
