import { lazy, Suspense, type ReactNode } from 'react';
import { useAuthStatus } from '../app/hooks';
import { completeMessages } from '../i18n/messages';

// Only customers see the avatar menu, and only after hydration (their tokens live in browser storage): its menu
// widgets load then, not with every first visit, and with the catalogue's later messages, which word it.
const AvatarMenu = lazy(() =>
  Promise.all([import('./AvatarMenu'), completeMessages()]).then(([m]) => ({ default: m.AvatarMenu })),
);

/**
 * The header's account control (spec 2): for customers an avatar opening Wishlist, My Account and Logout; for
 * visitors (and before hydration, and while the avatar menu loads) `signedOut`, the sign-in link.
 */
export function AccountMenu({ signedOut }: { signedOut: ReactNode }) {
  const status = useAuthStatus();
  if (status !== 'authenticated') return <>{signedOut}</>;
  return (
    <Suspense fallback={signedOut}>
      <AvatarMenu />
    </Suspense>
  );
}
