import path from 'node:path';
import type { Plugin } from 'vite';

/** `routeChunk(() => import('./x'))`, as written in the source (before any other transform). */
const CALL = /\brouteChunk\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * Names the module of every `routeChunk(() => import('…'))` (src/routeChunk.ts) by its key in the build manifest,
 * the path from the project root: `routeChunk(Object.assign(() => import('./x'), { chunk: 'src/x.tsx' }))`. The
 * server preloads a page's route modules by these keys, so they come from the `import()` itself and cannot drift
 * from it; a specifier that resolves to no file fails the build (and every test that loads the module).
 */
export function routeChunks(): Plugin {
  let root = process.cwd();
  return {
    name: 'storefront-route-chunks',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules') || !code.includes('routeChunk(')) return null;
      const calls = [...code.matchAll(CALL)];
      if (!calls.length) return null;
      const keys = await Promise.all(
        calls.map(async ([, , specifier]) => {
          const resolved = await this.resolve(specifier!, id);
          if (!resolved || resolved.external)
            this.error(`routeChunk(): cannot resolve '${specifier}' from ${path.relative(root, id)}`);
          return path.relative(root, resolved.id.split('?')[0]!).split(path.sep).join('/');
        }),
      );
      let i = 0;
      const out = code.replace(CALL, (_match, quote: string, specifier: string) => {
        const chunk = JSON.stringify(keys[i++]);
        return `routeChunk(Object.assign(() => import(${quote}${specifier}${quote}), { chunk: ${chunk} })`;
      });
      return { code: out, map: null };
    },
  };
}
