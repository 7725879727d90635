import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './App';
import { contentHydrated, holdNavigationsUntilHydrated } from './app/contentHydration';
import { lazyStorefront, type Storefront } from './app/storefrontHost';
import { DEFAULT_LOCALE, isLocale } from './i18n/locales';
import { completeMessages, loadMessages } from './i18n/messages';
import { createBrowserEnvironment, readServerRecords } from './relay/browser';
import { returningShopper } from './relay/credentials';
import { createAppRouter } from './router';
import { applyHeadTags } from './seo/applyHead';
import { HeadProvider } from './seo/HeadProvider';
import { HeadRegistry } from './seo/headRegistry';
import { langFromSearch, withoutLang } from './seo/pageHead';

/**
 * Ends the current task, so that the browser may paint and answer input before the next step: module evaluation, the
 * store's records, the router and the actor system each ran in one long task before (207 ms at 4x CPU on a category
 * page), which Total Blocking Time counts beyond its first 50 ms.
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** React's root, with its hydration call (present since React 18, not in its published types). */
type HydrationRoot = Root & { unstable_scheduleHydration?: (target: Node) => void };

/**
 * A hydration React recovered from by rendering anew: reported as React reports it by default, with what threw, which
 * its production message (an error code) leaves out.
 */
function reportRecoverable(
  error: unknown,
  { componentStack }: { componentStack?: string | undefined },
): void {
  reportError(error);
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause !== undefined) console.error('Hydration recovered from:', cause, componentStack ?? '');
}

/** XState, the machines and their implementations load with it, after the page has hydrated. */
let loadSystem: () => Promise<Storefront> = () => Promise.reject(new Error('The app has not started.'));
// Started by the shopper's first activity once the page's content has hydrated (src/app/contentHydration.tsx).
const storefront = lazyStorefront(() => loadSystem(), {
  returning: returningShopper,
  settled: () => contentHydrated(),
});

async function start(container: HTMLElement) {
  await yieldToMain();
  const records = readServerRecords();
  // The network layer reports to the actor system, which loads after hydration (src/app/storefrontHost.ts) and needs
  // the environment and the router: a report before then starts it and waits for it.
  const relayEnvironment = createBrowserEnvironment(records, {
    reportError: (message) => storefront.withSystem((system) => system.reportError(message)),
    authRefused: (refusedToken, retried) =>
      storefront.start().then((system) => system.authRefused(refusedToken, retried)),
  });
  const pageLocale = container.dataset.locale;
  const locale = langFromSearch(location.search) ?? (isLocale(pageLocale) ? pageLocale : DEFAULT_LOCALE);
  // `?lang=` chose the page's locale (on the server too); the router sees the URL the server routed, without it.
  const current = location.pathname + location.search + location.hash;
  const routed = withoutLang(current);
  if (routed !== current) history.replaceState(history.state, '', routed);
  await yieldToMain();
  const router = createAppRouter({ relayEnvironment });
  // Evaluating XState and the machines, creating the system, and starting its browser actors (the host hands the
  // system the hydrated page once this resolves) each take their own task.
  loadSystem = async () => {
    // Relay's executor, which the client build loads on the first request (scripts/slimRelayPlugin.ts), comes with
    // the system, whose cart is that first request. The dev server keeps Relay whole.
    // The catalogue's later messages (src/i18n/messageParts.ts) come with it too: its replies (a login ending, a
    // refusal, a logged-in shopper's controls) are worded there.
    const [{ createStorefront }] = await Promise.all([
      import('./app/actors'),
      import.meta.env.PROD ? import('./relay/slim/executor.js') : undefined,
      completeMessages(),
    ]);
    await yieldToMain();
    const system = createStorefront({ environment: relayEnvironment, router });
    await yieldToMain();
    return system;
  };
  await yieldToMain();
  const headRegistry = new HeadRegistry(false);
  headRegistry.subscribe(() => applyHeadTags(document, headRegistry.tags()));
  const [messages] = await Promise.all([loadMessages(locale), router.load()]);
  const app = (
    <HeadProvider registry={headRegistry} siteUrl={container.dataset.siteUrl ?? location.origin}>
      <App
        router={router}
        relayEnvironment={relayEnvironment}
        locale={locale}
        messages={messages}
        storefront={storefront}
      />
    </HeadProvider>
  );
  if (records) {
    // The server rendered this route: the matches render without the client-only Suspense wrapper,
    // exactly as they did there, with data from the serialised store.
    router.ssr = { manifest: undefined };
    // The shell hydrates before the route's content: a navigation in between waits for the content, and asks React to
    // hydrate it now (src/app/contentHydration.tsx).
    let root: HydrationRoot | undefined;
    holdNavigationsUntilHydrated(router.history, {
      hurry: () => {
        const content = document.getElementById('main')?.lastElementChild;
        if (content) root?.unstable_scheduleHydration?.(content);
      },
    });
    // Hydrating in a transition lets React yield to the browser every few milliseconds instead of hydrating the
    // whole page in one task (a root hydrated at default priority is not time-sliced). A press before hydration
    // ends still hydrates its target at once. Lighthouse mobile, median of 5: TBT 165 -> 65 ms on /products,
    // 122 -> 59 ms on a product page; the longest React task 314 -> 118 ms.
    startTransition(() => {
      root = hydrateRoot(container, app, { onRecoverableError: reportRecoverable });
    });
  } else {
    createRoot(container).render(app);
  }
}

const container = document.getElementById('app');
if (!container) throw new Error('#app is missing from index.html');
void start(container);
