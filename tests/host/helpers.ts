import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';

/** A free loopback port (asks the OS for one and releases it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The server process exactly as `npm start` runs it (`node --import tsx src/server/host.ts`), on the build in DIST_DIR. */
export interface HostProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  stop(): Promise<number | null>;
}

export interface Exited {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `env` on top of this process's environment; a variable given as `undefined` is left out. */
function spawnServer(env: Record<string, string | undefined>) {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: 'memory',
    ...env,
  };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/host.ts'], {
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return { child, out: () => stdout, err: () => stderr };
}

/** Starts the server with `env` (PORT is chosen unless given) and resolves once it says it is ready. */
export async function startHost(env: Record<string, string | undefined> = {}): Promise<HostProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const { child, out, err } = spawnServer({ PORT: String(port), ...env });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No start within 90 s:\n${err()}`)), 90_000);
    child.stdout.on('data', () => {
      if (out().includes('Storefront ready at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${String(code)}):\n${err()}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    stderr: err,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

/** Runs the server with `env` and waits for it to exit (a start-up failure); kills it after `ms`. */
export async function runUntilExit(env: Record<string, string>, ms = 60_000): Promise<Exited> {
  const { child, out, err } = spawnServer(env);
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: out(), stderr: err() });
    });
  });
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One request with the path sent exactly as written (fetch and URL would resolve `..` and re-encode), as an
 * attacker's client sends it.
 */
export function rawRequest(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: hostname, port, path, method: options.method ?? 'GET', headers: options.headers ?? {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** POSTs one GraphQL operation. */
export async function gql<T = Record<string, unknown>>(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Headers;
  body: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
}> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as never };
}
