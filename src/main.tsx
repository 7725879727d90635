import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { createBrowserEnvironment, readServerRecords } from './relay/browser';
import { createAppRouter } from './router';

const container = document.getElementById('app');
if (!container) throw new Error('#app is missing from index.html');
const records = readServerRecords();
const relayEnvironment = createBrowserEnvironment(records);
const router = createAppRouter({ relayEnvironment });

if (records) {
  // The server rendered this route: load the same matches (data comes from the serialised store) and hydrate.
  void router.load().then(() => {
    // Render the matches without the client-only Suspense wrapper, exactly as the server did.
    router.ssr = { manifest: undefined };
    hydrateRoot(container, <App router={router} relayEnvironment={relayEnvironment} />);
  });
} else {
  createRoot(container).render(<App router={router} relayEnvironment={relayEnvironment} />);
}
