import { assign, fromPromise, setup, stateIn } from 'xstate';
import { notProvided } from './placeholders';

/** Spec section 9: the build manifest is fetched this long after start. */
export const MANIFEST_DELAY_MS = 1_000;
/** Spec section 9: no reload within this long of the previous one. */
export const RELOAD_WINDOW_MS = 10_000;
/** How often `builds/latest.json` is polled unless the input says otherwise. */
export const DEFAULT_POLL_INTERVAL_MS = 5 * 60_000;

export interface BuildReloadInput {
  /** The id of the running build. */
  buildId: string;
  /** When the page last reloaded itself (epoch ms, from storage), or null. */
  lastReloadAt: number | null;
  /** The app's clock at start (epoch ms). */
  now: number;
  /** @default DEFAULT_POLL_INTERVAL_MS */
  pollIntervalMs?: number;
}

export type BuildReloadEvent =
  /** The router starts a navigation to `href`. */
  | { type: 'build.navigate'; href: string }
  /** A lazily loaded chunk failed to load (usually: it was removed by a newer deployment). */
  | { type: 'build.chunk.failed' };

export type BuildReloadTag = 'reloadPending' | 'chunkFailed';

/**
 * New-build detection (spec sections 4 and 7, issue 6). A new build reloads the page at the next navigation; a
 * failed chunk reloads it at once. Both go through the reload window, so a page that keeps failing reloads once.
 */
export const buildReloadMachine = setup({
  types: {
    context: {} as {
      buildId: string;
      latestBuildId: string | null;
      cooldownMs: number;
      pollIntervalMs: number;
    },
    events: {} as BuildReloadEvent,
    input: {} as BuildReloadInput,
    tags: {} as BuildReloadTag,
  },
  actors: {
    /** GET `builds/meta/{buildId}.json`; the app keeps the manifest (route rules, prerendered pages). */
    fetchManifest: fromPromise<void, { buildId: string }>(notProvided('buildReload', 'fetchManifest')),
    /** GET `builds/latest.json`. */
    fetchLatest: fromPromise<{ id: string }, void>(notProvided('buildReload', 'fetchLatest')),
  },
  actions: {
    /** The app stores the current time as the last reload (localStorage), before `reload` runs. */
    recordReload: () => {},
    /** The app loads `href` as a full page, or reloads the current page when `href` is null. */
    reload: (_, _params: { href: string | null }) => {},
  },
  guards: {
    reloadedRecently: ({ context }) => context.cooldownMs > 0,
    isNewBuild: ({ context }) => context.latestBuildId !== null && context.latestBuildId !== context.buildId,
    windowOpen: stateIn('#buildReload.running.window.open'),
  },
  delays: {
    manifestDelay: MANIFEST_DELAY_MS,
    pollInterval: ({ context }) => context.pollIntervalMs,
    cooldown: ({ context }) => context.cooldownMs,
  },
}).createMachine({
  id: 'buildReload',
  context: ({ input }) => ({
    buildId: input.buildId,
    latestBuildId: null,
    cooldownMs:
      input.lastReloadAt === null ? 0 : Math.max(0, RELOAD_WINDOW_MS - (input.now - input.lastReloadAt)),
    pollIntervalMs: input.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
  }),
  initial: 'running',
  states: {
    running: {
      type: 'parallel',
      on: {
        'build.chunk.failed': [
          { guard: 'windowOpen', target: 'reloading' },
          // Reloaded moments ago and still failing: show the error instead of reloading again.
          { target: 'broken' },
        ],
      },
      states: {
        updates: {
          initial: 'waiting',
          states: {
            waiting: { after: { manifestDelay: 'fetchingManifest' } },
            fetchingManifest: {
              invoke: {
                id: 'fetchManifest',
                src: 'fetchManifest',
                input: ({ context }) => ({ buildId: context.buildId }),
                onDone: 'idle',
                onError: 'idle',
              },
            },
            idle: { after: { pollInterval: 'checking' } },
            checking: {
              invoke: {
                id: 'fetchLatest',
                src: 'fetchLatest',
                onDone: {
                  target: 'comparing',
                  actions: assign({ latestBuildId: ({ event }) => event.output.id }),
                },
                onError: 'idle',
              },
            },
            comparing: {
              always: [{ guard: 'isNewBuild', target: 'stale' }, { target: 'idle' }],
            },
            stale: {
              tags: ['reloadPending'],
              on: {
                // Inside the window the navigation proceeds normally; the next one after it reloads.
                'build.navigate': { guard: 'windowOpen', target: '#buildReload.reloading' },
              },
            },
          },
        },
        window: {
          initial: 'pending',
          states: {
            pending: {
              always: [{ guard: 'reloadedRecently', target: 'cooling' }, { target: 'open' }],
            },
            cooling: { after: { cooldown: 'open' } },
            open: {},
          },
        },
      },
    },
    reloading: {
      type: 'final',
      entry: [
        'recordReload',
        {
          type: 'reload',
          // A navigation reloads into its destination; a failed chunk reloads the current page.
          params: ({ event }) => ({ href: event.type === 'build.navigate' ? event.href : null }),
        },
      ],
    },
    broken: {
      tags: ['chunkFailed'],
    },
  },
});
