/**
 * The reference API's HTTP routes: `/graphql` (after Headless Login's origin check, the cross-site and size
 * limits), the uploads, and purchased downloads.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Ctx } from './context.ts';
import type { Db } from './db/connection.ts';
import { openDownload } from './domain/downloads.ts';
import { MAX_BODY_BYTES, isCrossSiteSimplePost, readBody, refuseSimplePost, refuseTooLarge } from './http.ts';
import type { ImageService } from './images.ts';
import { originAllowed, type PluginSettings } from './pluginSettings.ts';
import type { ServerContext } from './schema.ts';

const MAX_QUERY_LENGTH = 20_000;

/**
 * Yoga's `answer` (a promise, or nothing when it answered at once), or the response closing, whichever comes
 * first. A connection that closes while Yoga writes the answer (a closed tab, a lost line) never drains, and Yoga
 * would wait for it forever, holding the request and its answer.
 */
function untilClosed(res: ServerResponse, answer: unknown): Promise<void> {
  let onClose = () => undefined as void;
  const closed = new Promise<void>((resolve) => {
    onClose = resolve;
    res.once('close', onClose);
  });
  return Promise.race([Promise.resolve(answer).then(() => undefined), closed]).finally(() =>
    res.off('close', onClose),
  );
}

/** Serves a purchased file; only GET counts as a download (a HEAD asks about it without using one up). */
async function handleDownload(db: Db, res: ServerResponse, token: string, head: boolean): Promise<void> {
  const answer = await openDownload(db, token, head);
  if (!answer.ok) {
    res
      .writeHead(answer.status, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      })
      .end(answer.message);
    return;
  }
  const body = `${answer.product}\n\nThank you for your purchase. This is the demo file "${answer.file}".\n`;
  res
    .writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="${answer.name.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'cache-control': 'no-store',
    })
    .end(body);
}

export interface RequestHandlerDeps {
  db: Db;
  yoga: YogaServerInstance<ServerContext, Ctx>;
  images: ImageService;
  plugins: PluginSettings;
  /** The site's origin and Headless Login's `additionalAuthorizedDomains`. */
  authorizedOrigins: readonly string[];
}

/** `Api.handle`: answers the API's paths; resolves true when it answered, false when the path is not its. */
export function requestHandler({ db, yoga, images, plugins, authorizedOrigins }: RequestHandlerDeps) {
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/graphql') {
      if (plugins.blockUnauthorizedDomains && req.method !== 'OPTIONS') {
        const origin = req.headers.origin ?? req.headers.referer ?? null;
        if (!originAllowed(typeof origin === 'string' ? origin : null, authorizedOrigins)) {
          res.writeHead(403, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              errors: [{ message: 'Unauthorized request origin.', extensions: { code: 'FORBIDDEN' } }],
            }),
          );
          return true;
        }
      }
      if (isCrossSiteSimplePost(req)) {
        refuseSimplePost(res);
        return true;
      }
      if ((req.url ?? '').length > MAX_QUERY_LENGTH) {
        refuseTooLarge(res);
        return true;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        const body = await readBody(req, MAX_BODY_BYTES);
        if (!body) {
          refuseTooLarge(res);
          return true;
        }
        // Yoga takes an already read body from `req.body` instead of reading the stream again.
        Object.assign(req, { body });
      }
      await untilClosed(res, yoga(req, res, { req, res }));
      return true;
    }
    if (await images.handle(req, res, url)) return true;
    const download = /^\/download\/([a-f0-9]{32})$/.exec(url.pathname);
    if (download && (req.method === 'GET' || req.method === 'HEAD')) {
      await handleDownload(db, res, download[1]!, req.method === 'HEAD');
      return true;
    }
    return false;
  };
}
