import { availableParallelism } from 'node:os';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { RenderModule, RenderRequest, RenderResult } from './renderTypes.ts';
import type { WorkerMessage } from './renderWorker.ts';
import { StartupError } from '../../server/startup.ts';

/**
 * Server rendering on every core. The main thread keeps HTTP, the API and its database (PGlite runs in the thread
 * that opened it); each worker thread loads the build's `entry-server.js` and renders pages, fetching their data
 * from `/graphql` over loopback as an in-process render does. A request goes to the worker with the fewest renders
 * under way. The page streams back chunk by chunk, so the browser still starts on the head while the body renders.
 *
 * A worker that dies fails the renders it held (each answers 500, as a failed in-process render does) and is
 * replaced; a render error fails only its own request.
 */
export interface RenderPool {
  render: RenderModule['render'];
  readonly size: number;
  /** Workers ready to render: `size`, but for a moment after one stopped. */
  readonly running: number;
  close(): Promise<void>;
}

interface Pending {
  resolve: (result: RenderResult) => void;
  reject: (error: Error) => void;
  body: Readable | null;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * `RENDER_WORKERS`: a whole number of worker threads; 0 renders in the main thread. Default: one per core but one,
 * which the main thread keeps for HTTP, the API and its database.
 */
export function renderWorkersFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return Math.max(1, availableParallelism() - 1);
  if (!/^\d+$/.test(value.trim()) || Number(value) > 64) {
    throw new StartupError(`RENDER_WORKERS must be a whole number from 0 to 64, got "${value}".`);
  }
  return Number(value);
}

export async function createRenderPool(entryFile: string, size: number): Promise<RenderPool> {
  const workerFile = new URL('./renderWorker.ts', import.meta.url).href;
  // A worker thread does not inherit the TypeScript loader (`--import tsx`): it registers it, then loads the file.
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => {
    register();
    return import(${JSON.stringify(workerFile)});
  });`;
  let nextId = 0;
  let closing = false;
  const slots: Slot[] = [];
  /** The start of a worker replacing one that stopped. */
  let replacing: Promise<void> = Promise.resolve();

  const start = (): Promise<Slot> =>
    new Promise((ready, fail) => {
      const worker = new Worker(bootstrap, { eval: true, workerData: { entryFile } });
      const slot: Slot = { worker, pending: new Map() };
      const failAll = (error: Error) => {
        for (const pending of slot.pending.values()) {
          if (pending.body) pending.body.destroy(error);
          else pending.reject(error);
        }
        slot.pending.clear();
      };
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') return ready(slot);
        const pending = slot.pending.get(message.id);
        if (!pending) return;
        switch (message.type) {
          case 'head': {
            const body = new Readable({ read() {} });
            pending.body = body;
            const { type: _type, id: _id, ...result } = message;
            pending.resolve({ ...result, body });
            return;
          }
          case 'chunk':
            pending.body?.push(Buffer.from(message.data));
            return;
          case 'end':
            pending.body?.push(null);
            slot.pending.delete(message.id);
            return;
          case 'error': {
            const error = new Error(message.message);
            error.stack = message.stack ?? error.stack;
            if (pending.body) pending.body.destroy(error);
            else pending.reject(error);
            slot.pending.delete(message.id);
            return;
          }
        }
      });
      worker.once('error', (error) => {
        fail(error);
        failAll(error);
      });
      worker.once('exit', (code) => {
        const stopped = new Error(`A render worker stopped (exit code ${code}).`);
        fail(stopped);
        failAll(stopped);
        const index = slots.indexOf(slot);
        if (index === -1 || closing) return;
        slots.splice(index, 1);
        console.error(`A render worker stopped (exit code ${code}); starting another.`);
        replacing = start().then(
          (replacement) => {
            if (closing) void replacement.worker.terminate();
            else slots.push(replacement);
          },
          (error: unknown) => console.error('Cannot start a render worker', error),
        );
      });
    });

  slots.push(...(await Promise.all(Array.from({ length: size }, start))));

  return {
    size,
    get running() {
      return slots.length;
    },
    async render(request: RenderRequest): Promise<RenderResult> {
      if (slots.length === 0) await replacing;
      if (slots.length === 0) throw new Error('No render worker is running.');
      const slot = slots.reduce((best, each) => (each.pending.size < best.pending.size ? each : best));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        slot.pending.set(id, { resolve, reject, body: null });
        slot.worker.postMessage({ id, request });
      });
    },
    async close() {
      closing = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
      await replacing;
    },
  };
}
