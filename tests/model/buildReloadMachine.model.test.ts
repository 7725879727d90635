// Fast machine-alone check: paths replayed on the machine itself; tests/model/screens/ drives the screens.
import { describe, expect, it } from 'vitest';
import {
  buildReloadMachine,
  DEFAULT_POLL_INTERVAL_MS,
  MANIFEST_DELAY_MS,
  RELOAD_WINDOW_MS,
  type BuildReloadInput,
} from '../../machines/buildReloadMachine';
import { createHarness, createModel } from './coverage';
import { describeModel } from './describeModel';

const NOW = 1_700_000_000_000;
const fresh: BuildReloadInput = { buildId: 'b1', lastReloadAt: null, now: NOW };
const justReloaded: BuildReloadInput = { buildId: 'b1', lastReloadAt: NOW - 3_000, now: NOW };

const model = createModel(buildReloadMachine, {
  inputs: { fresh, justReloaded },
  events: [
    { type: 'build.navigate', href: '/products' },
    { type: 'xstate.done.actor.fetchLatest', output: { id: 'b2' } },
    { type: 'xstate.done.actor.fetchLatest', output: { id: 'b1' } },
  ],
  describeEvent: (e) =>
    e.type === 'xstate.done.actor.fetchLatest' ? `build ${(e.output as { id: string }).id}` : undefined,
});

describeModel(
  'buildReloadMachine',
  model,
  (paths) => {
    expect(paths).toMatchInlineSnapshot(`
      [
        "fresh: after:manifestDelay → done:fetchManifest → after:pollInterval → done:fetchLatest (build b1) ⇒ running.updates.idle + running.window.open",
        "fresh: after:manifestDelay → done:fetchManifest → after:pollInterval → done:fetchLatest (build b2) → build.navigate ⇒ reloading",
        "fresh: after:manifestDelay → done:fetchManifest → after:pollInterval → error:fetchLatest ⇒ running.updates.idle + running.window.open",
        "fresh: after:manifestDelay → error:fetchManifest ⇒ running.updates.idle + running.window.open",
        "fresh: build.chunk.failed ⇒ reloading",
        "justReloaded: after:cooldown → build.chunk.failed ⇒ reloading",
        "justReloaded: after:manifestDelay → after:cooldown ⇒ running.updates.fetchingManifest + running.window.open",
        "justReloaded: after:manifestDelay → done:fetchManifest → after:cooldown ⇒ running.updates.idle + running.window.open",
        "justReloaded: after:manifestDelay → done:fetchManifest → after:pollInterval → after:cooldown ⇒ running.updates.checking + running.window.open",
        "justReloaded: after:manifestDelay → done:fetchManifest → after:pollInterval → done:fetchLatest (build b1) ⇒ running.updates.idle + running.window.cooling",
        "justReloaded: after:manifestDelay → done:fetchManifest → after:pollInterval → done:fetchLatest (build b2) → after:cooldown → build.navigate ⇒ reloading",
        "justReloaded: after:manifestDelay → done:fetchManifest → after:pollInterval → error:fetchLatest ⇒ running.updates.idle + running.window.cooling",
        "justReloaded: after:manifestDelay → error:fetchManifest ⇒ running.updates.idle + running.window.cooling",
        "justReloaded: build.chunk.failed ⇒ broken",
      ]
    `);
  },
  {
    check: ({ actions }) => {
      expect(actions.filter((a) => a.type === 'reload').length).toBeLessThanOrEqual(1);
    },
  },
);

/** Runs to the first poll and answers it with `latest`. */
async function polled(input: BuildReloadInput, latest: string) {
  const h = createHarness(buildReloadMachine, input);
  h.clock.advance(MANIFEST_DELAY_MS);
  await h.resolve('fetchManifest');
  h.clock.advance(DEFAULT_POLL_INTERVAL_MS);
  await h.resolve('fetchLatest', { id: latest });
  return h;
}

describe('buildReloadMachine behaviour', () => {
  it('fetches the manifest after one second, then polls latest.json at the interval', async () => {
    const h = createHarness(buildReloadMachine, { ...fresh, pollIntervalMs: 60_000 });
    h.clock.advance(MANIFEST_DELAY_MS - 1);
    expect(h.calls).toEqual([]);
    h.clock.advance(1);
    expect(h.calls).toEqual([{ src: 'fetchManifest', id: 'fetchManifest', input: { buildId: 'b1' } }]);
    await h.resolve('fetchManifest');
    h.clock.advance(60_000);
    await h.resolve('fetchLatest', { id: 'b1' });
    await h.flush();
    h.clock.advance(60_000);
    expect(h.calls.map((c) => c.src)).toEqual(['fetchManifest', 'fetchLatest', 'fetchLatest']);
    expect(h.actor.getSnapshot().hasTag('reloadPending')).toBe(false);
  });

  it('keeps polling when a poll fails', async () => {
    const h = createHarness(buildReloadMachine, fresh);
    h.clock.advance(MANIFEST_DELAY_MS);
    await h.reject('fetchManifest');
    h.clock.advance(DEFAULT_POLL_INTERVAL_MS);
    await h.reject('fetchLatest');
    h.clock.advance(DEFAULT_POLL_INTERVAL_MS);
    expect(h.calls.map((c) => c.src)).toEqual(['fetchManifest', 'fetchLatest', 'fetchLatest']);
  });

  it('marks a new build as pending and reloads into the next navigation, recording the reload first', async () => {
    const h = await polled(fresh, 'b2');
    expect(h.actor.getSnapshot().hasTag('reloadPending')).toBe(true);
    expect(h.actions).toEqual([]);
    h.actor.send({ type: 'build.navigate', href: '/product/beanie' });
    expect(h.actions).toEqual([
      { type: 'recordReload', params: undefined },
      { type: 'reload', params: { href: '/product/beanie' } },
    ]);
  });

  it('does not reload within 10 seconds of the previous reload, and does at the first navigation after', async () => {
    // Polling faster than the window lets the new build appear inside it.
    const h = createHarness(buildReloadMachine, { ...justReloaded, pollIntervalMs: 1_000 });
    h.clock.advance(MANIFEST_DELAY_MS);
    await h.resolve('fetchManifest');
    h.clock.advance(1_000);
    await h.resolve('fetchLatest', { id: 'b2' });
    h.actor.send({ type: 'build.navigate', href: '/products' });
    expect(h.actions).toEqual([]);
    // The window closes RELOAD_WINDOW_MS after the last reload, which was 3 s before start.
    h.clock.advance(RELOAD_WINDOW_MS - 3_000 - h.clock.now);
    h.actor.send({ type: 'build.navigate', href: '/categories' });
    expect(h.actions).toEqual([
      { type: 'recordReload', params: undefined },
      { type: 'reload', params: { href: '/categories' } },
    ]);
  });

  it('reloads once for a failed chunk', () => {
    const h = createHarness(buildReloadMachine, fresh);
    h.actor.send({ type: 'build.chunk.failed' });
    expect(h.actions).toEqual([
      { type: 'recordReload', params: undefined },
      { type: 'reload', params: { href: null } },
    ]);
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  /** Regression: a chunk that keeps failing after the reload must not reload the page forever. */
  it('cannot loop: page loads whose chunks keep failing reload exactly once', () => {
    const storage: { lastReloadAt: number | null } = { lastReloadAt: null };
    let now = NOW;
    let pageLoads = 0;
    for (;;) {
      pageLoads++;
      if (pageLoads > 10) throw new Error('reload loop');
      const machine = buildReloadMachine.provide({
        actions: { recordReload: () => void (storage.lastReloadAt = now) },
      });
      const h = createHarness(machine, { buildId: 'b1', lastReloadAt: storage.lastReloadAt, now });
      now += 800; // the reloaded page fails again within a second
      h.actor.send({ type: 'build.chunk.failed' });
      if (!h.actions.some((a) => a.type === 'reload')) {
        expect(h.actor.getSnapshot().hasTag('chunkFailed')).toBe(true);
        break;
      }
    }
    expect(pageLoads).toBe(2);
  });
});
