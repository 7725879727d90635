import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; below this size the codings' own overhead eats the gain. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (quality 11) and `file.gz` (level 9) beside each text file of the client build, so the server
 * sends the smallest encoding without compressing at request time. The server build is left alone.
 */
export function precompress(): Plugin {
  let isSsr = false;
  let outDir = 'dist';
  return {
    name: 'storefront-precompress',
    apply: 'build',
    configResolved(config) {
      isSsr = Boolean(config.build.ssr);
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      if (isSsr) return;
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'))
          .map(async (name) => {
            const file = join(outDir, name);
            const raw = await readFile(file);
            if (raw.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(raw, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              gzipAsync(raw, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}
