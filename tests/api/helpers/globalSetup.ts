import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import './apiServer.ts';
import { READY_PREFIX, type TestEnvironmentInfo } from './testEnvironment.ts';

/**
 * One API (one PGlite, or DATABASE_URL) with its OAuth provider and Stripe stand-in for the whole `api`
 * project; test files reach it through `startApiServer()` (tests/api/helpers/apiServer.ts). It runs in a
 * child process under plain Node (tsx), so the server's modules load exactly as in production (one copy of
 * `graphql`), and its database memory stays out of the test runner.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const entry = fileURLToPath(new URL('./testEnvironment.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: process.env,
  });
  const info = await new Promise<TestEnvironmentInfo>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(
      () => reject(new Error('The API test environment did not start within 120 s.')),
      120_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const line = buffer.split('\n').find((l) => l.startsWith(READY_PREFIX));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice(READY_PREFIX.length)) as TestEnvironmentInfo);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The API test environment exited early (code ${String(code)}).`));
    });
  });
  project.provide('apiTestEnvironment', info);
  return async () => {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.stdin.end();
    child.kill('SIGTERM');
    await exited;
  };
}
