import { fromCallback } from 'xstate';
import type { wishlistMachine, WishlistEvent } from '../../machines/wishlistMachine';
import type { AppEnvironment } from '../relay/environment';
import { wishlistStore } from './wishlistStore';
import { startRelayWishlistSync } from './wishlistSync';

/** The wishlist machine's implementations: the device's store (localStorage) and the account sync through Relay. */
export function wishlistImplementations(environment: AppEnvironment) {
  return {
    actors: {
      syncAccount: fromCallback<WishlistEvent, { customerId: number }>(({ receive }) => {
        const sync = startRelayWishlistSync(() => environment, wishlistStore);
        receive((event) => {
          if (event.type === 'wishlist.reconcile') sync.reconcile(event.customerId, event.stored);
        });
        return () => sync.stop();
      }),
    },
    actions: {
      add: (_: unknown, { productId }: { productId: number }) => wishlistStore.add(productId),
      remove: (_: unknown, { productId }: { productId: number }) => wishlistStore.remove(productId),
      adopt: (_: unknown, { customerId }: { customerId: number }) => wishlistStore.adopt(customerId),
      release: () => wishlistStore.release(),
    },
  } satisfies Parameters<typeof wishlistMachine.provide>[0];
}
