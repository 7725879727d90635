import { createServer } from 'node:http';
import { createApi } from '../../server/api.ts';
import { imagePipelineFromEnv } from './imagePipeline.ts';
import { describeError } from '../../server/startup.ts';

/** The API alone, for `npm run dev` (Vite serves the storefront and proxies to it). */
const port = Number(process.env.PORT ?? 4000);
const api = await createApi({
  siteUrl: process.env.SITE_URL ?? `http://localhost:${port}`,
  // As with `npm start`: DATA_DIR=memory keeps the database in memory (no folder named "memory").
  ...(process.env.DATA_DIR === 'memory' ? {} : { dataDir: process.env.DATA_DIR || '.data/pglite' }),
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
}).catch((error: unknown) => {
  console.error(`Cannot start: ${describeError(error)}`);
  process.exit(1);
});
// Vite proxies `/images` and `/_image` here too: the storefront host's pipeline, beside the store's uploads.
const images = imagePipelineFromEnv(process.env, {
  origins: [new URL(process.env.SITE_URL ?? `http://localhost:${port}`).origin],
});
createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  void (async () => (await images.handle(req, res, url)) || api.handle(req, res))().then((handled) => {
    if (!handled) {
      res.statusCode = 404;
      res.end('Not found');
    }
  });
}).listen(port, () => console.log(`API ready at http://localhost:${port}/graphql`));
