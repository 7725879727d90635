import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Writes `builds/latest.json` and `builds/meta/{buildId}.json` into the client build; the server puts the id
 * into each page (`<meta name="build-id">`), so an open page can notice that a newer build was deployed.
 * The id is a hash of the emitted chunk names: it changes exactly when the shipped code changes.
 */
export function buildManifest(): Plugin {
  let isSsr = false;
  return {
    name: 'storefront-build-manifest',
    configResolved(config) {
      isSsr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (isSsr) return;
      const files = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/'))
        .sort();
      const id = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const timestamp = Date.now();
      const meta = { id, timestamp, matcher: { static: {}, wildcard: {}, dynamic: {} }, prerendered: [] };
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id, timestamp }),
      });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: JSON.stringify(meta) });
    },
  };
}
