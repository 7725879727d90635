import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { I18nProvider } from './i18n/I18nProvider';
import './ui/global.css';
import type { Locale } from './i18n/locales';
import type { Messages } from './i18n/messages';
import type { StorefrontActor } from './app/actors';
import { StorefrontProvider } from './app/hooks';
import type { AppEnvironment } from './relay/environment';
import type { AppRouter } from './router';

export interface AppProps {
  router: AppRouter;
  relayEnvironment: AppEnvironment;
  locale: Locale;
  messages: Messages;
  /** The one actor system (src/app/actors.ts), created beside the router. */
  storefront: StorefrontActor;
  /** Called once the page has hydrated (browser only): starts the actors that need the browser. */
  onHydrated?: () => () => void;
}

/** The whole app, the same on the server and in the browser. */
export function App({ router, relayEnvironment, locale, messages, storefront, onHydrated }: AppProps) {
  return (
    <StrictMode>
      <I18nProvider initialLocale={locale} initialMessages={messages}>
        <RelayEnvironmentProvider environment={relayEnvironment}>
          <StorefrontProvider actor={storefront} onHydrated={onHydrated}>
            <RouterProvider router={router} />
          </StorefrontProvider>
        </RelayEnvironmentProvider>
      </I18nProvider>
    </StrictMode>
  );
}
