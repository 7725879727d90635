import { describe, expect, it } from 'vitest';
import { routeChunk } from '../../src/routeChunk';

/** A loader as scripts/routeChunksPlugin.ts leaves it: the arrow with its manifest key. */
const named = <T>(load: () => Promise<T>) => Object.assign(load, { chunk: 'src/catalog/HomeRoute.tsx' });

describe('a route chunk', () => {
  it('asks for its module once and hands every caller the same promise', async () => {
    let calls = 0;
    const load = routeChunk(
      named(() => {
        calls++;
        return Promise.resolve({ default: 'module' });
      }),
    );
    expect(load.chunk).toBe('src/catalog/HomeRoute.tsx');
    const first = load();
    expect(load()).toBe(first);
    await expect(first).resolves.toEqual({ default: 'module' });
    expect(load()).toBe(first);
    expect(calls).toBe(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let calls = 0;
    const load = routeChunk(
      named(() => {
        calls++;
        return calls === 1 ? Promise.reject(new Error('chunk not fetched')) : Promise.resolve('module');
      }),
    );
    await expect(load()).rejects.toThrow('chunk not fetched');
    await expect(load()).resolves.toBe('module');
    await expect(load()).resolves.toBe('module');
    expect(calls).toBe(2);
  });
});
