/**
 * A mutable cell for values that long-lived machine actors read when they run (never during render): the current
 * locale's formatters, the mounted Stripe field. Unlike a ref it may be handed to `machine.provide` while rendering.
 */
export class Slot<T> {
  constructor(private value: T) {}

  get(): T {
    return this.value;
  }

  set(value: T): void {
    this.value = value;
  }
}
