import type { HeadTag } from './headTags';

/**
 * Which part of the head an entry fills. Entries of one slot compete (the highest priority wins, the latest
 * among equals); slots add up, in this order.
 */
const HEAD_SLOTS = ['page', 'preload'] as const;
export type HeadSlot = (typeof HEAD_SLOTS)[number];

/** Priorities within the `page` slot: a route's default yields to what its screen knows from its data. */
export const HEAD_PRIORITY = { route: 0, screen: 1 } as const;

export interface HeadEntry {
  slot: HeadSlot;
  priority: number;
  tags: readonly HeadTag[];
}

/**
 * The head contributions of the mounted components. On the server, components add theirs while rendering
 * (effects never run there) and the render reads `tags()` once everything has rendered; in the browser,
 * effects add and remove them and subscribers sync `document.head`, at most once per microtask.
 */
export class HeadRegistry {
  private readonly entries = new Map<string, HeadEntry>();
  private readonly listeners = new Set<() => void>();
  private scheduled = false;

  /** @param collectDuringRender true on the server, where render is the only chance to contribute. */
  constructor(readonly collectDuringRender: boolean) {}

  /** Adds or replaces the entry of `id` (a component instance); it becomes the latest of its priority. */
  set(id: string, entry: HeadEntry): void {
    this.entries.delete(id);
    this.entries.set(id, entry);
    this.schedule();
  }

  delete(id: string): void {
    if (this.entries.delete(id)) this.schedule();
  }

  /** The winning tags, slot by slot. */
  tags(): HeadTag[] {
    const winners = new Map<HeadSlot, HeadEntry>();
    for (const entry of this.entries.values()) {
      const current = winners.get(entry.slot);
      if (!current || entry.priority >= current.priority) winners.set(entry.slot, entry);
    }
    return HEAD_SLOTS.flatMap((slot) => winners.get(slot)?.tags ?? []);
  }

  /** Calls `listener` after changes (batched per microtask); returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private schedule(): void {
    if (this.scheduled || this.listeners.size === 0) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      for (const listener of this.listeners) listener();
    });
  }
}
