import { enqueueActions, type AnyActorRef, type EventObject, type MachineContext } from 'xstate';
import type { AuthEvent } from './authTypes';
import type { BuildReloadEvent } from './buildReloadMachine';
import type { CartEvent } from './cartOperations';
import type { CheckoutEvent } from './checkoutTypes';
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

type EventExpr<TContext extends MachineContext, TEvent, TExpressionEvent extends EventObject> = (args: {
  self: AnyActorRef;
  context: TContext;
  /** The event whose transition runs the action. */
  event: TExpressionEvent;
}) => TEvent | null;

/**
 * Sends `event` to the actor registered as `systemId`, if it runs: the server render starts no auth, checkout,
 * wishlist or build-reload actor, and a machine tested on its own has no neighbours. (`sendTo` with a missing
 * target would send the event to the sender itself.) An event expression may answer null: then nothing is sent.
 * It gets the event whose transition runs the action, typed `TExpressionEvent` (an invoked actor's done event, say).
 */
export function tell<
  TId extends SystemId,
  TContext extends MachineContext = MachineContext,
  TExpressionEvent extends EventObject = EventObject,
>(systemId: TId, event: SystemEvents[TId] | EventExpr<TContext, SystemEvents[TId], TExpressionEvent>) {
  return enqueueActions<TContext, TExpressionEvent, undefined, never, never, never, never, never, never>(
    ({ system, self, context, event: received, enqueue }) => {
      const target = system.get(systemId) as AnyActorRef | undefined;
      if (!target) return;
      const resolved =
        typeof event === 'function' ? event({ self: asRef(self), context, event: received }) : event;
      if (resolved) enqueue.sendTo(target, resolved);
    },
  );
}

/**
 * Sends an answer to the actor that asked (an event's `replyTo`, kept in context or on the event itself), if there
 * is one.
 */
export function answer<TContext extends MachineContext>(
  to: (context: TContext, event: EventObject) => AnyActorRef | null | undefined,
  event: (context: TContext) => EventObject,
) {
  return enqueueActions<TContext, EventObject, undefined, never, never, never, never, never, never>(
    ({ context, event: received, enqueue }) => {
      const target = to(context, received);
      if (target) enqueue.sendTo(target, event(context));
    },
  );
}

/** The sender as a plain actor ref, for events that carry whom to answer. */
const asRef = (self: unknown) => self as AnyActorRef;
