#!/usr/bin/env bash
# Builds client and server bundles into another folder than ./dist: `bash scripts/build-to.sh /tmp/dist-x`,
# then serve it with `DIST_DIR=/tmp/dist-x`. Lets several builds of one checkout coexist on one machine.
set -euo pipefail
out="${1:?usage: build-to.sh OUT_DIR}"
npx vite build --outDir "$out/client" --emptyOutDir
npx vite build --ssr src/entry-server.tsx --outDir "$out/server" --emptyOutDir
