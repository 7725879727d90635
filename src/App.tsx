import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { I18nProvider } from './i18n/I18nProvider';
import './ui/global.css';
import type { Locale } from './i18n/locales';
import type { Messages } from './i18n/messages';
import { StorefrontProvider } from './app/hooks';
import type { StorefrontHost } from './app/storefrontHost';
import type { AppEnvironment } from './relay/environment';
import type { AppRouter } from './router';

export interface AppProps {
  router: AppRouter;
  relayEnvironment: AppEnvironment;
  locale: Locale;
  messages: Messages;
  /** Where the one actor system (src/app/actors.ts) runs or will run: loaded after hydration in the browser. */
  storefront: StorefrontHost;
}

/** The whole app, the same on the server and in the browser. */
export function App({ router, relayEnvironment, locale, messages, storefront }: AppProps) {
  return (
    <StrictMode>
      <I18nProvider initialLocale={locale} initialMessages={messages}>
        <RelayEnvironmentProvider environment={relayEnvironment}>
          <StorefrontProvider host={storefront}>
            <RouterProvider router={router} />
          </StorefrontProvider>
        </RelayEnvironmentProvider>
      </I18nProvider>
    </StrictMode>
  );
}
