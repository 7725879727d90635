// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  buildReloadMachine,
  DEFAULT_POLL_INTERVAL_MS,
  MANIFEST_DELAY_MS,
  RELOAD_WINDOW_MS,
  type BuildReloadInput,
} from '../../../machines/buildReloadMachine';
import { RELOAD_COUNT_KEY } from '../../../src/app/session';
import { formatValue, listTransitions, type ModelStep } from '../coverage';
import {
  createHeldNetwork,
  reachActor,
  renderStorefront,
  screenPaths,
  settlement,
  SystemRecorder,
  itCoversOnScreens,
  tearDown,
  type Rendered,
  type ScreenPath,
} from './harness';

/**
 * The build-reload machine's paths, run by the real system on a page built as the server renders it (the
 * `build-id` meta tag), with the server's build files answering when the path says (a held `fetch`), the machine's
 * timers advanced as the path says (fake timers), a lazily loaded chunk failing as Vite reports it, and navigations
 * through the real router. What a shopper sees: a navigation stays in the app until a newer build is live; then the
 * next navigation loads its destination as a full page (`location.assign`), and a failed chunk reloads the page once.
 */
const BUILD = 'b1';
const NEWER = 'b2';
const MANIFEST_URL = `/builds/meta/${BUILD}.json`;
const LATEST_URL = '/builds/latest.json';
const SINCE_LAST_RELOAD_MS = 3_000;

const OPERATIONS: Record<string, string> = { fetchManifest: MANIFEST_URL, fetchLatest: LATEST_URL };

/** `fetch` held per URL until the test answers it. */
function createHeldFetch() {
  const held: { url: string; resolve: (r: Response) => void }[] = [];
  const fetch = vi.fn(
    (url: string) =>
      new Promise<Response>((resolve) => {
        held.push({ url, resolve });
      }),
  );
  const take = (url: string) => {
    const index = held.findIndex((h) => h.url === url);
    const request = held[index];
    if (!request) throw new Error(`No request for ${url} is waiting`);
    held.splice(index, 1);
    return request;
  };
  return {
    fetch,
    waiting: () => held.map((h) => h.url),
    answer: (url: string, body: unknown) =>
      take(url).resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    fail: (url: string) => take(url).resolve(new Response('', { status: 503 })),
  };
}

const timerOf = (name: string) =>
  listTransitions(buildReloadMachine).find((t) => t.eventType.startsWith(`xstate.after.${name}.`))!.eventType;
const TIMERS = {
  manifestDelay: timerOf('manifestDelay'),
  pollInterval: timerOf('pollInterval'),
  cooldown: timerOf('cooldown'),
};
const timerName = (type: string) =>
  (Object.keys(TIMERS) as (keyof typeof TIMERS)[]).find((name) => TIMERS[name] === type);

const events: AnyEventObject[] = [
  ...Object.values(TIMERS).map((type) => ({ type })),
  { type: 'xstate.done.actor.fetchManifest' },
  { type: 'xstate.error.actor.fetchManifest', error: new Error('GET answered 503') },
  { type: 'xstate.done.actor.fetchLatest', output: { id: NEWER } },
  { type: 'xstate.done.actor.fetchLatest', output: { id: BUILD } },
  { type: 'xstate.error.actor.fetchLatest', error: new Error('GET answered 503') },
  { type: 'build.navigate', href: '/other' },
  { type: 'build.chunk.failed' },
];

/**
 * Timers fire in the order of their due times: the manifest's (1 s) before the window's (at most 10 s), which is
 * before any poll (5 min). The model may take them in any order; the page cannot.
 */
function timerIsNext(state: AnyMachineSnapshot, name: keyof typeof TIMERS): boolean {
  if (name === 'cooldown') return !state.matches({ running: { updates: 'waiting' } });
  if (name === 'pollInterval') return !state.matches({ running: { window: 'cooling' } });
  return true;
}

const pathsFrom = (input: BuildReloadInput, start: string) =>
  screenPaths(buildReloadMachine, {
    input,
    events,
    canDrive: (state, event) => {
      const timer = timerName(event.type);
      if (timer) return timerIsNext(state, timer);
      const settled = settlement(event);
      if (settled) return (state.children as Record<string, unknown>)[settled.actor] !== undefined;
      return true;
    },
  }).map((p) => ({
    ...p,
    start,
    description: `${start}: ${p.steps
      .map((s) => {
        const timer = timerName(s.event.type);
        const settled = settlement(s.event);
        if (timer) return `after:${timer}`;
        if (settled?.actor === 'fetchLatest' && settled.kind === 'done')
          return `done:fetchLatest (build ${(s.event as unknown as { output: { id: string } }).output.id})`;
        return settled ? `${settled.kind}:${settled.actor}` : s.event.type;
      })
      .join(' → ')} ⇒ ${formatValue(p.steps.at(-1)?.value ?? p.initial.value)}`,
  }));

const NOW = Date.now();
const paths: (ScreenPath & { start: 'fresh' | 'justReloaded' })[] = [
  ...pathsFrom({ buildId: BUILD, lastReloadAt: null, now: NOW }, 'fresh').map((p) => ({
    ...p,
    start: 'fresh' as const,
  })),
  ...pathsFrom({ buildId: BUILD, lastReloadAt: NOW - SINCE_LAST_RELOAD_MS, now: NOW }, 'justReloaded').map(
    (p) => ({ ...p, start: 'justReloaded' as const }),
  ),
];

const recorder = new SystemRecorder();
let rendered: Rendered | undefined;
let held: ReturnType<typeof createHeldFetch>;
let assign: Mock<(href: string | URL) => void>;
let reload: Mock<() => void>;

beforeEach(() => {
  window.sessionStorage.setItem(RELOAD_COUNT_KEY, '1');
  const meta = document.createElement('meta');
  meta.name = 'build-id';
  meta.content = BUILD;
  document.head.append(meta);
  held = createHeldFetch();
  vi.stubGlobal('fetch', held.fetch);
  assign = vi.fn<(href: string | URL) => void>();
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  // Only the timeouts are faked; Testing Library advances them by its polling interval while it waits (it looks
  // for Jest's fake timers), which moves the clock by far less than the machine's delays apart.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  tearDown(rendered);
  rendered = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.querySelector('meta[name="build-id"]')?.remove();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** A navigation through the real router (the test's two routes are not in the app's route types). */
const navigate = (to: string) => act(() => rendered!.router.navigate({ to: to as '/' }));
const other = (pathname: string) => (pathname === '/other' ? '/' : '/other');
const pageOf = (pathname: string) => (pathname === '/other' ? 'Other page' : 'Home page');

/** What the page has done so far, kept from the path. */
interface Seen {
  /** Full-page loads asked for: `location.assign` hrefs, `null` for `location.reload`. */
  loads: (string | null)[];
}

/**
 * The state-by-state check. The page asked for exactly the full-page loads the path earned; and unless the next
 * navigation is the one that reloads (a newer build seen, the window open), a navigation stays in the app: the
 * router shows the destination and the page is not loaded again.
 */
async function expectPage(step: Pick<ModelStep, 'value' | 'tags'>, seen: Seen, where: string) {
  const loads = () => [
    ...assign.mock.calls.map(([href]) => String(href)),
    ...reload.mock.calls.map(() => null),
  ];
  expect(loads(), `${where}: full-page loads`).toEqual(seen.loads);
  const state = formatValue(step.value);
  if (state === 'running.updates.stale + running.window.open') return;
  const to = other(rendered!.router.state.location.pathname);
  await navigate(to);
  await waitFor(() => expect(screen.getByText(pageOf(to)), `${where}: in-app navigation`).toBeTruthy());
  expect(loads(), `${where}: a navigation stays in the app`).toEqual(seen.loads);
}

describe('build reload paths on the real page', () => {
  it('pins the screen path list', () => {
    expect(paths.map((p) => p.description)).toMatchInlineSnapshot(`
      [
        "fresh: build.chunk.failed ⇒ reloading",
        "fresh: after:manifestDelay → build.chunk.failed ⇒ reloading",
        "fresh: after:manifestDelay → done:fetchManifest → build.chunk.failed ⇒ reloading",
        "fresh: after:manifestDelay → done:fetchManifest → after:pollInterval → build.chunk.failed ⇒ reloading",
        "fresh: after:manifestDelay → done:fetchManifest → after:pollInterval → done:fetchLatest (build b2) → build.chunk.failed ⇒ reloading",
        "fresh: after:manifestDelay → done:fetchManifest → after:pollInterval → done:fetchLatest (build b2) → build.navigate ⇒ reloading",
        "fresh: after:manifestDelay → done:fetchManifest → after:pollInterval → done:fetchLatest (build b1) ⇒ running.updates.idle + running.window.open",
        "fresh: after:manifestDelay → done:fetchManifest → after:pollInterval → error:fetchLatest ⇒ running.updates.idle + running.window.open",
        "fresh: after:manifestDelay → error:fetchManifest ⇒ running.updates.idle + running.window.open",
        "justReloaded: build.chunk.failed ⇒ broken",
        "justReloaded: after:manifestDelay → build.chunk.failed ⇒ broken",
        "justReloaded: after:manifestDelay → done:fetchManifest → build.chunk.failed ⇒ broken",
        "justReloaded: after:manifestDelay → done:fetchManifest → after:cooldown ⇒ running.updates.idle + running.window.open",
        "justReloaded: after:manifestDelay → error:fetchManifest ⇒ running.updates.idle + running.window.cooling",
        "justReloaded: after:manifestDelay → after:cooldown → build.chunk.failed ⇒ reloading",
        "justReloaded: after:manifestDelay → after:cooldown → done:fetchManifest → build.chunk.failed ⇒ reloading",
        "justReloaded: after:manifestDelay → after:cooldown → done:fetchManifest → after:pollInterval → build.chunk.failed ⇒ reloading",
        "justReloaded: after:manifestDelay → after:cooldown → done:fetchManifest → after:pollInterval → done:fetchLatest (build b2) → build.chunk.failed ⇒ reloading",
        "justReloaded: after:manifestDelay → after:cooldown → done:fetchManifest → after:pollInterval → done:fetchLatest (build b2) → build.navigate ⇒ reloading",
        "justReloaded: after:manifestDelay → after:cooldown → done:fetchManifest → after:pollInterval → done:fetchLatest (build b1) ⇒ running.updates.idle + running.window.open",
        "justReloaded: after:manifestDelay → after:cooldown → done:fetchManifest → after:pollInterval → error:fetchLatest ⇒ running.updates.idle + running.window.open",
        "justReloaded: after:manifestDelay → after:cooldown → error:fetchManifest ⇒ running.updates.idle + running.window.open",
      ]
    `);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    if (path.start === 'justReloaded')
      window.sessionStorage.setItem('build-reloaded-at', String(Date.now() - SINCE_LAST_RELOAD_MS));
    const cooldownDue = path.start === 'justReloaded' ? RELOAD_WINDOW_MS - SINCE_LAST_RELOAD_MS : 0;
    rendered = await renderStorefront(<p>Home page</p>, createHeldNetwork({}).environment, {
      routes: { '/other': () => <p>Other page</p> },
      recorder,
    });
    // Kept from the start: a machine that reached its final state leaves the system.
    const actor = rendered.storefront.actor.getSnapshot().children.buildReload!;
    const seen: Seen = { loads: [] };
    /** Fake milliseconds since the page started, and when the poll timer was set. */
    let elapsed = 0;
    let pollFrom = 0;
    const advanceTo = (due: number) => {
      act(() => {
        vi.advanceTimersByTime(Math.max(0, due - elapsed));
      });
      elapsed = Math.max(elapsed, due);
    };
    await reachActor(actor, path.initial, 'initial state');
    await expectPage(path.initial, seen, 'initial state');
    for (const [i, step] of path.steps.entries()) {
      const where = `step ${i + 1} (${step.event.type})`;
      const timer = timerName(step.event.type);
      const settled = settlement(step.event);
      if (timer === 'manifestDelay') advanceTo(MANIFEST_DELAY_MS);
      else if (timer === 'cooldown') advanceTo(cooldownDue);
      else if (timer === 'pollInterval') advanceTo(pollFrom + DEFAULT_POLL_INTERVAL_MS);
      else if (settled) {
        const url = OPERATIONS[settled.actor]!;
        await waitFor(() => expect(held.waiting(), where).toContain(url));
        if (settled.kind === 'error') held.fail(url);
        else
          held.answer(
            url,
            settled.actor === 'fetchLatest' ? (step.event as unknown as { output: unknown }).output : {},
          );
        // Every settlement enters `idle` (directly or after comparing) and sets the next poll from now.
        pollFrom = elapsed;
      } else if (step.event.type === 'build.navigate') {
        const to = other(rendered.router.state.location.pathname);
        await navigate(to);
        seen.loads.push(to);
      } else if (step.event.type === 'build.chunk.failed') {
        act(() => {
          window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
        });
        if (step.value === 'reloading') seen.loads.push(null);
      }
      await reachActor(actor, step, where);
      await expectPage(step, seen, where);
    }
  });

  itCoversOnScreens(buildReloadMachine, recorder, {});
});
