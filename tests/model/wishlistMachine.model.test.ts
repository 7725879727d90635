// Fast machine-alone check: paths replayed on the machine itself; tests/model/screens/ drives the screens.
import { describe, expect, it } from 'vitest';
import { wishlistMachine } from '../../machines/wishlistMachine';
import { createHarness, createModel } from './coverage';
import { describeModel } from './describeModel';

const model = createModel(wishlistMachine, {
  inputs: { visitor: { owner: null }, customer: { owner: 7 } },
  events: [
    { type: 'wishlist.add', productId: 12 },
    { type: 'wishlist.remove', productId: 12 },
    { type: 'wishlist.adopt', customerId: 7 },
    { type: 'wishlist.reconcile', customerId: 7, stored: '[34]' },
  ],
});

describeModel('wishlistMachine', model, (paths) => {
  expect(paths).toMatchInlineSnapshot(`
      [
        "customer: wishlist.add ⇒ customer",
        "customer: wishlist.adopt ⇒ customer",
        "customer: wishlist.reconcile ⇒ customer",
        "customer: wishlist.release → wishlist.reconcile ⇒ customer",
        "customer: wishlist.remove ⇒ customer",
        "visitor: wishlist.add ⇒ visitor",
        "visitor: wishlist.adopt → wishlist.release ⇒ visitor",
        "visitor: wishlist.reconcile ⇒ customer",
        "visitor: wishlist.remove ⇒ visitor",
      ]
    `);
});

const visitor = () => createHarness(wishlistMachine, { owner: null });
const syncs = (h: ReturnType<typeof visitor>) => h.calls.filter((c) => c.src === 'syncAccount');

describe('wishlistMachine behaviour', () => {
  it("keeps a visitor's list on the device only", () => {
    const h = visitor();
    h.actor.send({ type: 'wishlist.add', productId: 12 });
    h.actor.send({ type: 'wishlist.remove', productId: 12 });
    expect(h.actions).toEqual([
      { type: 'add', params: { productId: 12 } },
      { type: 'remove', params: { productId: 12 } },
    ]);
    expect(h.actor.getSnapshot().value).toBe('visitor');
    expect(syncs(h)).toEqual([]);
  });

  it("adopts the customer's list at login, moving the visitor's items into it, and keeps the account in step", () => {
    const h = visitor();
    h.actor.send({ type: 'wishlist.adopt', customerId: 7 });
    expect(h.actor.getSnapshot().value).toBe('customer');
    expect(h.actor.getSnapshot().context.owner).toBe(7);
    expect(h.actions).toEqual([{ type: 'adopt', params: { customerId: 7 } }]);
    expect(syncs(h).map((c) => c.input)).toEqual([{ customerId: 7 }]);
  });

  it('starts with the list of the customer who logged in on an earlier page, kept in step with their account', () => {
    const h = createHarness(wishlistMachine, { owner: 7 });
    expect(h.actor.getSnapshot().value).toBe('customer');
    expect(h.actions).toEqual([]);
    expect(syncs(h).map((c) => c.input)).toEqual([{ customerId: 7 }]);
  });

  it("hands the account's stored list to the sync, which merges it", () => {
    const h = createHarness(wishlistMachine, { owner: 7 });
    const reconcile = { type: 'wishlist.reconcile', customerId: 7, stored: '[34]' } as const;
    h.actor.send(reconcile);
    expect(h.sent).toEqual([{ to: 'syncAccount', event: reconcile }]);
  });

  /** A visitor's page learns of the login only when the viewer loads: the list is adopted first, then merged. */
  it("adopts, then merges, a customer's list that arrives while the page still keeps a visitor's", () => {
    const h = visitor();
    const reconcile = { type: 'wishlist.reconcile', customerId: 7, stored: null } as const;
    h.actor.send(reconcile);
    expect(h.actor.getSnapshot().value).toBe('customer');
    expect(h.actions).toEqual([{ type: 'adopt', params: { customerId: 7 } }]);
    expect(syncs(h).map((c) => c.input)).toEqual([{ customerId: 7 }]);
    expect(h.sent).toEqual([{ to: 'syncAccount', event: reconcile }]);
  });

  it("goes back to the visitor's list at logout and stops keeping the account in step", () => {
    const h = createHarness(wishlistMachine, { owner: 7 });
    h.actor.send({ type: 'wishlist.release' });
    expect(h.actor.getSnapshot().value).toBe('visitor');
    expect(h.actor.getSnapshot().context.owner).toBeNull();
    expect(h.actions).toEqual([{ type: 'release', params: undefined }]);
    expect(h.actor.getSnapshot().children).toEqual({});
  });

  it('starts the sync anew for the next customer who logs in', () => {
    const h = createHarness(wishlistMachine, { owner: 7 });
    h.actor.send({ type: 'wishlist.adopt', customerId: 8 });
    expect(syncs(h).map((c) => c.input)).toEqual([{ customerId: 7 }, { customerId: 8 }]);
    expect(h.actor.getSnapshot().context.owner).toBe(8);
  });
});
