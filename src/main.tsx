import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { DEFAULT_LOCALE, isLocale } from './i18n/locales';
import { loadMessages } from './i18n/messages';
import { createBrowserEnvironment, readServerRecords } from './relay/browser';
import { createAppRouter } from './router';

async function start(container: HTMLElement) {
  const records = readServerRecords();
  const relayEnvironment = createBrowserEnvironment(records);
  const router = createAppRouter({ relayEnvironment });
  const pageLocale = container.dataset.locale;
  const locale = isLocale(pageLocale) ? pageLocale : DEFAULT_LOCALE;
  const [messages] = await Promise.all([loadMessages(locale), router.load()]);
  const app = <App router={router} relayEnvironment={relayEnvironment} locale={locale} messages={messages} />;
  if (records) {
    // The server rendered this route: the matches render without the client-only Suspense wrapper,
    // exactly as they did there, with data from the serialised store.
    router.ssr = { manifest: undefined };
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

const container = document.getElementById('app');
if (!container) throw new Error('#app is missing from index.html');
void start(container);
