import { fromPromise } from 'xstate';
import { session } from '../safeStorage';
import type { BuildReloadInput, buildReloadMachine } from '../../machines/buildReloadMachine';

/** sessionStorage key of the last self-reload (epoch ms): it survives the reload and the session reset's clearing. */
const LAST_RELOAD_KEY = 'build-reloaded-at';

function readLastReload(): number | null {
  const value = Number(session.get(LAST_RELOAD_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * New-build detection (spec 4): the page's build id from `<meta name="build-id">`, or null in development (then
 * nothing is watched).
 */
export function readBuildInput(): BuildReloadInput | null {
  const buildId = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content;
  if (!buildId) return null;
  return { buildId, lastReloadAt: readLastReload(), now: Date.now() };
}

/**
 * The build-reload machine's implementations: it fetches the build manifest after 1 s, polls
 * `/builds/latest.json`, and reloads into the next navigation once a newer build is live. A lazily loaded chunk that
 * fails reloads once; the 10 s window stops any loop.
 */
export function buildReloadImplementations() {
  return {
    actors: {
      fetchManifest: fromPromise(async ({ input }) => {
        await getJson(`/builds/meta/${encodeURIComponent(input.buildId)}.json`);
      }),
      fetchLatest: fromPromise(() => getJson<{ id: string }>('/builds/latest.json')),
    },
    actions: {
      // Without sessionStorage the window cannot persist; the machine still reloads at most once per page.
      recordReload: () => session.set(LAST_RELOAD_KEY, String(Date.now())),
      reload: (_: unknown, { href }: { href: string | null }) => {
        if (href === null) window.location.reload();
        else window.location.assign(href);
      },
    },
  } satisfies Parameters<typeof buildReloadMachine.provide>[0];
}
