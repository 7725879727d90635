#!/usr/bin/env bash
# Builds client and server bundles into another folder than ./dist: `bash scripts/build-to.sh /tmp/dist-x`,
# then serve it with `DIST_DIR=/tmp/dist-x`. Lets several builds of one checkout coexist on one machine.
set -euo pipefail
out="${1:?usage: build-to.sh OUT_DIR}"
npx vite build --outDir "$out/client" --emptyOutDir
npx vite build --ssr src/entry-server.tsx --outDir "$out/server" --emptyOutDir
# The server bundle keeps a few packages external (isomorphic-dompurify): let Node find them from there.
[ -e "$out/node_modules" ] || ln -s "$(pwd)/node_modules" "$out/node_modules"
# Its modules are ES modules, as under the project's own package.json.
[ -e "$out/package.json" ] || echo '{ "type": "module" }' > "$out/package.json"
