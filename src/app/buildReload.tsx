import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { createActor, fromPromise } from 'xstate';
import { buildReloadMachine } from '../../machines/buildReloadMachine';
import { devInspect } from './inspector';

/** sessionStorage key of the last self-reload (epoch ms): it survives the reload and the session reset's clearing. */
export const LAST_RELOAD_KEY = 'build-reloaded-at';

function readLastReload(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * New-build detection (spec 4): runs the build-reload machine for the page. Reads the page's build id from
 * `<meta name="build-id">` (absent in development: then nothing runs), fetches the build manifest after 1 s, polls
 * `/builds/latest.json`, and reloads into the next navigation once a newer build is live. A lazily loaded chunk that
 * fails (Vite's `vite:preloadError`) reloads once; the 10 s window stops any loop.
 */
export function BuildReload({
  pollIntervalMs,
}: {
  /** @default the machine's DEFAULT_POLL_INTERVAL_MS */ pollIntervalMs?: number;
}) {
  const router = useRouter();
  useEffect(() => {
    const buildId = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content;
    if (!buildId) return;
    const actor = createActor(
      buildReloadMachine.provide({
        actors: {
          fetchManifest: fromPromise(async ({ input }) => {
            await getJson(`/builds/meta/${encodeURIComponent(input.buildId)}.json`);
          }),
          fetchLatest: fromPromise(() => getJson<{ id: string }>('/builds/latest.json')),
        },
        actions: {
          recordReload: () => {
            try {
              window.sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
            } catch {
              // Without sessionStorage the window cannot persist; the machine still reloads at most once per page.
            }
          },
          reload: (_, { href }) => {
            if (href === null) window.location.reload();
            else window.location.assign(href);
          },
        },
      }),
      {
        input: {
          buildId,
          lastReloadAt: readLastReload(),
          now: Date.now(),
          ...(pollIntervalMs ? { pollIntervalMs } : {}),
        },
        inspect: devInspect(),
      },
    );
    actor.start();
    const stopNavigation = router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => {
      if (pathChanged) actor.send({ type: 'build.navigate', href: toLocation.href });
    });
    const onChunkError = (event: Event) => {
      // Handled here: without preventDefault Vite rethrows and the route shows its error screen instead.
      event.preventDefault();
      actor.send({ type: 'build.chunk.failed' });
    };
    window.addEventListener('vite:preloadError', onChunkError);
    return () => {
      stopNavigation();
      window.removeEventListener('vite:preloadError', onChunkError);
      actor.stop();
    };
  }, [router, pollIntervalMs]);
  return null;
}
