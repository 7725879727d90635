// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { wishlistMachine, type WishlistInput } from '../../../machines/wishlistMachine';
import enUS from '../../../src/i18n/messages/en_US.json';
import { WishlistButton } from '../../../src/wishlist/WishlistButton';
import { formatValue, type ModelStep } from '../coverage';
import {
  createHeldNetwork,
  itCoversOnScreens,
  pagePerTest,
  reach,
  renderStorefront,
  screenPaths,
  SystemRecorder,
  type ScreenPath,
} from './harness';

/**
 * The wishlist machine's paths drive the real hearts through the real actor system: the labelled heart of a
 * product page (not in the list yet, so pressing it adds) and the icon heart of a product card (in the list, so
 * pressing it removes). Two starts: a visitor, and a customer who logged in on an earlier page (their list is the
 * active one on this device, and every change is also saved to their account). Login and logout, which make the
 * customer's list active or put it away, happen on the account screens (auth.screens.test.tsx).
 */
const CUSTOMER_ID = 7;
const hoodie = { id: 11, name: 'Everyday Hoodie' };
const socks = { id: 12, name: 'Wool Socks' };

/** A product page's heart beside a product card's, as a shopper meets them. */
function WishlistPage() {
  return (
    <>
      <section aria-label={hoodie.name}>
        <h1>{hoodie.name}</h1>
        <WishlistButton productId={hoodie.id} name={hoodie.name} labelled />
      </section>
      <ul aria-label="Products">
        <li>
          <h2>{socks.name}</h2>
          <WishlistButton productId={socks.id} name={socks.name} />
        </li>
      </ul>
    </>
  );
}

/** The screen action that sends a path's event: the product page's heart adds, the card's removes. */
function actionFor(event: AnyEventObject): () => void {
  switch (event.type) {
    case 'wishlist.add':
      return () =>
        fireEvent.click(
          within(screen.getByRole('region', { name: hoodie.name })).getByRole('button', {
            name: enUS['wishlist.addShort'],
          }),
        );
    case 'wishlist.remove':
      return () =>
        fireEvent.click(screen.getByRole('button', { name: `Remove ${socks.name} from wishlist` }));
    default:
      throw new Error(`No screen sends ${event.type}`);
  }
}

const pathsFrom = (input: WishlistInput, start: 'visitor' | 'customer') =>
  screenPaths(wishlistMachine, {
    input,
    events: [
      { type: 'wishlist.add', productId: hoodie.id },
      { type: 'wishlist.remove', productId: socks.id },
    ],
    // Each heart sends exactly one of the two; login, logout and the account's list come from the auth actor.
    canDrive: (_state, event) => event.type === 'wishlist.add' || event.type === 'wishlist.remove',
  }).map((p) => ({ ...p, start, description: `${start}: ${p.description}` }));

const paths: (ScreenPath & { start: 'visitor' | 'customer' })[] = [
  ...pathsFrom({ owner: null }, 'visitor'),
  ...pathsFrom({ owner: CUSTOMER_ID }, 'customer'),
];

/** The device's list for the path's start, as the store keeps it in localStorage. */
const listKey = (start: 'visitor' | 'customer') =>
  start === 'customer' ? `wishlist:${CUSTOMER_ID}` : 'wishlist';

/** What the shopper should see, kept from the path. */
interface Seen {
  /** The product ids in the active list, most recently added first. */
  ids: number[];
  announced: string | null;
}

/**
 * The state-by-state check: each heart shows whether its product is in the active list, the device keeps exactly
 * that list, and the last change was announced.
 */
async function expectScreen(
  step: Pick<ModelStep, 'value' | 'tags'>,
  seen: Seen,
  start: 'visitor' | 'customer',
  where: string,
) {
  const state = formatValue(step.value);
  expect(state, `${where}: the active list's owner`).toBe(start);
  await waitFor(() => {
    const page = within(screen.getByRole('region', { name: hoodie.name })).getByRole('button');
    const hoodieSaved = seen.ids.includes(hoodie.id);
    expect(page.getAttribute('aria-pressed'), `${where}: product page heart`).toBe(String(hoodieSaved));
    expect(page.textContent, `${where}: product page heart text`).toBe(
      hoodieSaved ? enUS['wishlist.inList'] : enUS['wishlist.addShort'],
    );
    const socksSaved = seen.ids.includes(socks.id);
    const card = within(screen.getByRole('list', { name: 'Products' })).getByRole('button');
    expect(card.getAttribute('aria-pressed'), `${where}: card heart`).toBe(String(socksSaved));
    expect(card.getAttribute('aria-label'), `${where}: card heart name`).toBe(
      socksSaved ? `Remove ${socks.name} from wishlist` : `Add ${socks.name} to wishlist`,
    );
    expect(
      JSON.parse(window.localStorage.getItem(listKey(start)) ?? '[]'),
      `${where}: the device's list`,
    ).toEqual(seen.ids);
    if (seen.announced)
      expect(screen.getByRole('status').textContent?.trim(), `${where}: live region`).toContain(
        seen.announced,
      );
  });
}

/** The wishlist machine's transitions no path on these screens takes, and why. */
const UNREACHED: Record<string, string> = {
  'wishlist: wishlist.adopt → wishlist.customer':
    'sent by the auth actor at login: auth.screens.test.tsx takes it, in its own recorder',
  'wishlist.visitor: wishlist.reconcile → wishlist.customer':
    "sent by the auth actor when a customer's viewer loads on a page whose list was never adopted: auth.screens.test.tsx takes it, in its own recorder",
  'wishlist.customer: wishlist.reconcile → (self)':
    "sent by the auth actor when the viewer (with the account's stored list) loads: auth.screens.test.tsx takes it, in its own recorder",
  'wishlist.customer: wishlist.release → wishlist.visitor':
    'sent by the auth actor at logout: auth.screens.test.tsx takes it, in its own recorder',
};

const recorder = new SystemRecorder();
const mounted = pagePerTest();

describe('wishlist paths on the real screens', () => {
  it('pins the screen path list', () => {
    expect(paths.map((p) => p.description)).toMatchInlineSnapshot(`
      [
        "visitor: wishlist.add ⇒ visitor",
        "visitor: wishlist.remove ⇒ visitor",
        "customer: wishlist.add ⇒ customer",
        "customer: wishlist.remove ⇒ customer",
      ]
    `);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    const network = createHeldNetwork({});
    // The shopper saved the socks earlier; a customer's list is the active one since their login on another page.
    if (path.start === 'customer') window.localStorage.setItem('wishlist-owner', String(CUSTOMER_ID));
    window.localStorage.setItem(listKey(path.start), JSON.stringify([socks.id]));
    const seen: Seen = { ids: [socks.id], announced: null };
    const rendered = (mounted.current = await renderStorefront(<WishlistPage />, network.environment, {
      path: '/product/hoodie',
      recorder,
    }));
    await reach(rendered, 'wishlist', path.initial, 'initial state');
    await expectScreen(path.initial, seen, path.start, 'initial state');
    for (const [i, step] of path.steps.entries()) {
      const where = `step ${i + 1} (${step.event.type})`;
      actionFor(step.event)();
      if (step.event.type === 'wishlist.add') {
        seen.ids = [hoodie.id, ...seen.ids];
        seen.announced = `${hoodie.name} added to your wishlist`;
      } else {
        seen.ids = seen.ids.filter((id) => id !== socks.id);
        seen.announced = `${socks.name} removed from your wishlist`;
      }
      await reach(rendered, 'wishlist', step, where);
      await expectScreen(step, seen, path.start, where);
      // A customer's change is saved to their account too; a visitor's stays on the device.
      if (path.start === 'customer')
        await waitFor(() =>
          expect(network.sent, `${where}: saved to the account`).toContain('SaveWishlistMutation'),
        );
      else expect(network.sent, `${where}: nothing saved`).not.toContain('SaveWishlistMutation');
    }
  });

  itCoversOnScreens(wishlistMachine, recorder, UNREACHED);
});
