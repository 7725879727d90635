import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderModule, RenderRequest, RenderResult } from './renderTypes.ts';

/** What a render worker tells the pool (`renderPool.ts`): one `head`, its body's chunks, then `end` or `error`. */
export type WorkerMessage =
  | { type: 'ready' }
  | ({ type: 'head'; id: number } & Omit<RenderResult, 'body'>)
  | { type: 'chunk'; id: number; data: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'error'; id: number; message: string; stack?: string | undefined };

const port = parentPort;
if (!port) throw new Error('renderWorker.ts runs as a worker thread of renderPool.ts.');
const { entryFile } = workerData as { entryFile: string };
const build = (await import(pathToFileURL(entryFile).href)) as RenderModule;
const send = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

async function renderOne(id: number, request: RenderRequest): Promise<void> {
  const { body, ...result } = await build.render(request);
  send({ type: 'head', id, ...result });
  for await (const chunk of body) {
    const data = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    // A copy the pool may own: a Buffer's memory is often a slice of a shared pool.
    const own = new Uint8Array(data);
    send({ type: 'chunk', id, data: own }, [own.buffer]);
  }
  send({ type: 'end', id });
}

port.on('message', ({ id, request }: { id: number; request: RenderRequest }) => {
  renderOne(id, request).catch((error: unknown) => {
    const failure = error instanceof Error ? error : new Error(String(error));
    send({ type: 'error', id, message: failure.message, stack: failure.stack });
  });
});
send({ type: 'ready' });
