import {
  enqueueActions,
  type AnyActorRef,
  type EventObject,
  type MachineContext,
  type ParameterizedObject,
} from 'xstate';
import type { AuthEvent } from './authTypes';
import type { BuildReloadEvent } from './buildReloadMachine';
import type { CartEvent } from './cartOperations';
import type { CheckoutEvent } from './checkoutSetup';
import type { SessionEvent } from './sessionMachine';
import type { ShellEvent } from './shellMachine';
import type { WishlistEvent } from './wishlistMachine';

/**
 * The storefront's actors by `systemId` (machines/storefrontMachine.ts starts them), with the events each accepts.
 * Machines reach each other through the system with these ids, never through the app.
 */
export interface SystemEvents {
  session: SessionEvent;
  shell: ShellEvent;
  cart: CartEvent;
  auth: AuthEvent;
  wishlist: WishlistEvent;
  checkout: CheckoutEvent;
  buildReload: BuildReloadEvent;
}

export type SystemId = keyof SystemEvents;

type EventExpr<TContext extends MachineContext, TParams, TEvent> = (
  args: { self: AnyActorRef; context: TContext; event: EventObject },
  params: TParams,
) => TEvent | null;

/**
 * Sends `event` to the actor registered as `systemId`, if it runs: the server render starts no auth, checkout,
 * wishlist or build-reload actor, and a machine tested on its own has no neighbours. (`sendTo` with a missing
 * target would send the event to the sender itself.) An event expression may answer null: then nothing is sent.
 */
export function tell<
  TId extends SystemId,
  TContext extends MachineContext = MachineContext,
  TParams extends ParameterizedObject['params'] | undefined = undefined,
>(systemId: TId, event: SystemEvents[TId] | EventExpr<TContext, TParams, SystemEvents[TId]>) {
  return enqueueActions<TContext, EventObject, TParams, never, never, never, never, never, never>(
    ({ system, self, context, event: cause, enqueue }, params) => {
      const target: AnyActorRef | undefined = system.get(systemId);
      if (!target) return;
      const resolved =
        typeof event === 'function' ? event({ self: asRef(self), context, event: cause }, params) : event;
      if (resolved) enqueue.sendTo(target, resolved);
    },
  );
}

/** Sends an answer to the actor that asked (an event's `replyTo`, kept in context), if there is one. */
export function answer<TContext extends MachineContext, TParams extends ParameterizedObject['params'] | undefined>(
  to: (args: { context: TContext }) => AnyActorRef | null | undefined,
  event: (params: TParams) => EventObject,
) {
  return enqueueActions<TContext, EventObject, TParams, never, never, never, never, never, never>(
    ({ context, enqueue }, params) => {
      const target = to({ context });
      if (target) enqueue.sendTo(target, event(params));
    },
  );
}

/** The sender as a plain actor ref, for events that carry whom to answer. */
const asRef = (self: unknown) => self as AnyActorRef;
