import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { AppEnvironment } from './relay/environment';
import type { AppRouter } from './router';

/** The whole app, the same on the server and in the browser. */
export function App({ router, relayEnvironment }: { router: AppRouter; relayEnvironment: AppEnvironment }) {
  return (
    <StrictMode>
      <RelayEnvironmentProvider environment={relayEnvironment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </StrictMode>
  );
}
