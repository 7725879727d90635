import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { buildManifest } from './scripts/buildManifestPlugin';

const apiPort = process.env.API_PORT ?? '4000';

export default defineConfig({
  plugins: [relay, react(), vanillaExtractPlugin(), buildManifest()],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    // One small stylesheet linked in the head: route chunks' CSS would otherwise arrive after the first paint.
    cssCodeSplit: false,
  },
  // The server bundle carries its dependencies: Node's ESM loader cannot see the named exports of CJS packages.
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/graphql': `http://localhost:${apiPort}`,
      '/images': `http://localhost:${apiPort}`,
      '/_image': `http://localhost:${apiPort}`,
      '/download': `http://localhost:${apiPort}`,
    },
  },
});
