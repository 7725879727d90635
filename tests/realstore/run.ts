/**
 * The `realstore` test layer: `node --import tsx tests/realstore/run.ts [playwright args…]`.
 *
 * 1. exports the reference API's demo catalogue as JSON (exportCatalogue.ts, the one source of truth);
 * 2. unpacks, starts and seeds both real stores side by side (stores.ts, seed.php);
 * 3. runs playwright.realstore.config.ts: the `@store` journeys of tests/e2e against a storefront on each store,
 *    and the differential check (tests/realstore/differential.spec.ts);
 * 4. stops the stores and deletes their trees, whatever happened.
 *
 * Ports: RS_PORT (default 29010, below Linux's ephemeral range; each store takes two, ten apart), E2E_PORT as for
 * the e2e layer.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  exportCatalogue,
  missingPrerequisites,
  seedStore,
  startStore,
  STACKS,
  STORE_PACKAGES,
  type RunningStore,
} from './stores';

const basePort = Number(process.env.RS_PORT ?? 29010);
const e2ePort = Number(process.env.E2E_PORT ?? 3107);

const missing = missingPrerequisites();
if (missing.length) {
  console.error(
    `The real stores cannot run here: missing ${missing.join(', ')}.\nInstall with:\n  sudo apt-get install -y ${STORE_PACKAGES.join(' ')}`,
  );
  process.exit(1);
}

/** The storefront origins each store must authorize (Headless Login blocks unknown origins). */
const origins = (index: number) => {
  const port = e2ePort + 50 + index * 10;
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
};

const started: RunningStore[] = [];
let exitCode = 1;
const stopAll = async () => {
  await Promise.all(started.map((store) => store.stop()));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });

try {
  const t0 = Date.now();
  const catalogue = await exportCatalogue();
  console.log(`realstore: catalogue exported in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  // Every store is waited for, whether or not its sibling started: one that fails must not leave the other running
  // unowned once this process gives up.
  const results = await Promise.allSettled(
    STACKS.map(async (stack, index) => {
      const t = Date.now();
      const options = { port: basePort + index * 10, origins: origins(index) };
      // A store that fails to start is started once more from a fresh tree, saying why: MariaDB's first-time
      // install failed once here on a loaded machine; the log of the first try is printed.
      const store = await startStore(stack, options).catch((error: unknown) => {
        console.warn(`realstore: ${(error as Error).message}\nrealstore: starting ${stack.id} once more`);
        return startStore(stack, options);
      });
      started.push(store);
      const started_s = ((Date.now() - t) / 1000).toFixed(1);
      const summary = await seedStore(store, catalogue);
      console.log(
        `realstore: ${stack.id} at ${store.graphqlUrl}: started in ${started_s} s, seeded in ${((Date.now() - t) / 1000).toFixed(1)} s (${summary})`,
      );
    }),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  rmSync(dirname(catalogue), { recursive: true, force: true });
  const urls = Object.fromEntries(started.map((store) => [store.stack.id, store.url]));
  exitCode = await new Promise<number>((resolve) => {
    const child = spawn(
      'npx',
      ['playwright', 'test', '-c', 'playwright.realstore.config.ts', ...process.argv.slice(2)],
      { stdio: 'inherit', env: { ...process.env, REALSTORE_URLS: JSON.stringify(urls) } },
    );
    child.on('close', (code) => resolve(code ?? 1));
  });
} catch (error) {
  console.error(`realstore: ${(error as Error).message}`);
} finally {
  await stopAll();
}
process.exit(exitCode);
