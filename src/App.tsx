import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { I18nProvider } from './i18n/I18nProvider';
import './ui/global.css';
import type { Locale } from './i18n/locales';
import type { Messages } from './i18n/messages';
import type { AppEnvironment } from './relay/environment';
import type { AppRouter } from './router';

export interface AppProps {
  router: AppRouter;
  relayEnvironment: AppEnvironment;
  locale: Locale;
  messages: Messages;
}

/** The whole app, the same on the server and in the browser. */
export function App({ router, relayEnvironment, locale, messages }: AppProps) {
  return (
    <StrictMode>
      <I18nProvider initialLocale={locale} initialMessages={messages}>
        <RelayEnvironmentProvider environment={relayEnvironment}>
          <RouterProvider router={router} />
        </RelayEnvironmentProvider>
      </I18nProvider>
    </StrictMode>
  );
}
