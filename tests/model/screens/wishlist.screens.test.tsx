// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { wishlistMachine, type WishlistInput } from '../../../machines/wishlistMachine';
import { AccountMenu } from '../../../src/account/AccountMenu';
import { LoginForm } from '../../../src/account/LoginForm';
import { useAuthStatus } from '../../../src/app/hooks';
import enUS from '../../../src/i18n/messages/en_US.json';
import { tokenStorage } from '../../../src/relay/credentials';
import { WishlistButton } from '../../../src/wishlist/WishlistButton';
import { WISHLIST_META_KEY } from '../../../src/wishlist/wishlistStore';
import { ADA, loginAnswer, viewerAnswer } from '../../unit/account/authAnswers';
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
 * pressing it removes), with the header's account control and the login form that the auth actor answers. Three
 * starts: a visitor, who logs in (the auth actor makes their list the customer's: `wishlist.adopt`); a customer who
 * logged in on an earlier page (their list is the active one on this device, every change is also saved to their
 * account, the account's stored list arrives with the viewer: `wishlist.reconcile`, and logout puts the list away:
 * `wishlist.release`); and a returning customer whose login outlived the list's owner on this device (the viewer's
 * arrival adopts and merges at once).
 */
type Start = 'visitor' | 'customer' | 'returning';
const CUSTOMER_ID = 7;
const hoodie = { id: 11, name: 'Everyday Hoodie' };
const socks = { id: 12, name: 'Wool Socks' };

/** The account keeps the hoodie in its stored list (another device saved it). */
const STORED = JSON.stringify([hoodie.id]);

/** The store's answers to the auth actor; everything else stays held (the cart and the saves are not the subject). */
function createShop() {
  return createHeldNetwork({
    LoginMutation: () => loginAnswer({ token: 'auth-ada', refresh: 'refresh-ada', userId: CUSTOMER_ID }),
    ViewerQuery: () =>
      viewerAnswer({
        ...ADA,
        id: CUSTOMER_ID,
        metaData: [{ key: WISHLIST_META_KEY, value: STORED }],
      }),
    LogoutMutation: () => ({ data: { logout: { success: true } } }),
  });
}

/** A product page's heart beside a product card's, as a shopper meets them, under the account control. */
function WishlistPage() {
  const status = useAuthStatus();
  return (
    <>
      <AccountMenu signedOut={<a href="/my-account">Sign in</a>} />
      {status === 'guest' && <LoginForm showError onSubmit={() => {}} />}
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

/** Lets the oldest waiting `name` request through once it has been sent. */
async function answer(network: ReturnType<typeof createShop>, name: string) {
  await waitFor(() => expect(network.waiting()).toContain(name));
  act(() => network.release(name));
}

/**
 * The screen action that sends a path's event: the product page's heart adds, the card's removes; the auth actor
 * sends the others once the store answered the login, the viewer load and the logout.
 */
function actionFor(event: AnyEventObject): (network: ReturnType<typeof createShop>) => Promise<void> | void {
  switch (event.type) {
    case 'wishlist.adopt':
      return async (network) => {
        const form = screen.getByRole('form', { name: 'Log in' });
        fireEvent.change(within(form).getByRole('textbox', { name: 'Username or email' }), {
          target: { value: 'ada' },
        });
        fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'correct horse' } });
        fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));
        await answer(network, 'LoginMutation');
      };
    case 'wishlist.reconcile':
      return (network) => answer(network, 'ViewerQuery');
    case 'wishlist.release':
      return async (network) => {
        fireEvent.keyDown(window, { key: 'Tab' });
        fireEvent.click(await screen.findByRole('button', { name: /^Account menu/ }));
        fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
        await answer(network, 'LogoutMutation');
      };
    case 'wishlist.add':
      return () => {
        fireEvent.click(
          within(screen.getByRole('region', { name: hoodie.name })).getByRole('button', {
            name: enUS['wishlist.addShort'],
          }),
        );
      };
    case 'wishlist.remove':
      return () => {
        fireEvent.click(screen.getByRole('button', { name: `Remove ${socks.name} from wishlist` }));
      };
    default:
      throw new Error(`No screen sends ${event.type}`);
  }
}

/**
 * What each start's screen can send: the hearts in the start's own state; a visitor can log in (once, the path
 * ends there), a customer's viewer arrives once and they can log out (the path ends there too), and a returning
 * customer's viewer is the one thing that changes their page's list.
 */
const DRIVEN: Record<Start, Record<'visitor' | 'customer', readonly string[]>> = {
  visitor: { visitor: ['wishlist.add', 'wishlist.remove', 'wishlist.adopt'], customer: [] },
  customer: {
    visitor: [],
    customer: ['wishlist.add', 'wishlist.remove', 'wishlist.reconcile', 'wishlist.release'],
  },
  returning: { visitor: ['wishlist.reconcile'], customer: [] },
};

const pathsFrom = (input: WishlistInput, start: Start) =>
  screenPaths(wishlistMachine, {
    input,
    events: [
      { type: 'wishlist.add', productId: hoodie.id },
      { type: 'wishlist.remove', productId: socks.id },
      { type: 'wishlist.adopt', customerId: CUSTOMER_ID },
      { type: 'wishlist.reconcile', customerId: CUSTOMER_ID, stored: STORED },
      { type: 'wishlist.release' },
    ],
    canDrive: (state: AnyMachineSnapshot, event) =>
      DRIVEN[start][state.value as 'visitor' | 'customer'].includes(event.type),
  }).map((p) => ({ ...p, start, description: `${start}: ${p.description}` }));

const paths: (ScreenPath & { start: Start })[] = [
  ...pathsFrom({ owner: null }, 'visitor'),
  ...pathsFrom({ owner: CUSTOMER_ID }, 'customer'),
  ...pathsFrom({ owner: null }, 'returning'),
];

/** The device's list for the list's owner, as the store keeps it in localStorage. */
const listKey = (owner: 'visitor' | 'customer') =>
  owner === 'customer' ? `wishlist:${CUSTOMER_ID}` : 'wishlist';

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
async function expectScreen(step: Pick<ModelStep, 'value' | 'tags'>, seen: Seen, where: string) {
  const owner = formatValue(step.value) as 'visitor' | 'customer';
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
      JSON.parse(window.localStorage.getItem(listKey(owner)) ?? '[]'),
      `${where}: the device's list`,
    ).toEqual(seen.ids);
    if (seen.announced)
      expect(screen.getByRole('status').textContent?.trim(), `${where}: live region`).toContain(
        seen.announced,
      );
  });
}

/** The wishlist machine's transitions no path on these screens takes, and why. */
const UNREACHED: Record<string, string> = {};

const recorder = new SystemRecorder();
const mounted = pagePerTest();

// The account menu's lazily loaded part: loaded before the paths, so that a logout waits for the screen, not the compiler.
beforeAll(async () => {
  await import('../../../src/account/AvatarMenu');
});

describe('wishlist paths on the real screens', () => {
  it('pins the screen path list', () => {
    expect(paths.map((p) => p.description)).toMatchInlineSnapshot(`
      [
        "visitor: wishlist.add ⇒ visitor",
        "visitor: wishlist.adopt ⇒ customer",
        "visitor: wishlist.remove ⇒ visitor",
        "customer: wishlist.add ⇒ customer",
        "customer: wishlist.reconcile ⇒ customer",
        "customer: wishlist.release ⇒ visitor",
        "customer: wishlist.remove ⇒ customer",
        "returning: wishlist.reconcile ⇒ customer",
      ]
    `);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    const network = createShop();
    // The shopper saved the socks earlier. A customer's list is the active one since their login on another page; a
    // returning customer's login is still valid but this device's list was never theirs.
    if (path.start !== 'visitor')
      tokenStorage.save({
        authToken: 'auth-ada',
        authExpiresAt: Date.now() + 3_600_000,
        refreshToken: 'refresh-ada',
      });
    const owner = path.start === 'customer' ? 'customer' : 'visitor';
    if (owner === 'customer') window.localStorage.setItem('wishlist-owner', String(CUSTOMER_ID));
    window.localStorage.setItem(listKey(owner), JSON.stringify([socks.id]));
    const seen: Seen = { ids: [socks.id], announced: null };
    const rendered = (mounted.current = await renderStorefront(<WishlistPage />, network.environment, {
      path: '/product/hoodie',
      // Logout goes home, where the same hearts show.
      routes: { '/': () => <WishlistPage /> },
      recorder,
    }));
    await reach(rendered, 'wishlist', path.initial, 'initial state');
    await expectScreen(path.initial, seen, 'initial state');
    for (const [i, step] of path.steps.entries()) {
      const where = `step ${i + 1} (${step.event.type})`;
      await actionFor(step.event)(network);
      switch (step.event.type) {
        case 'wishlist.add':
          seen.ids = [hoodie.id, ...seen.ids];
          seen.announced = `${hoodie.name} added to your wishlist`;
          break;
        case 'wishlist.remove':
          seen.ids = seen.ids.filter((id) => id !== socks.id);
          seen.announced = `${socks.name} removed from your wishlist`;
          break;
        case 'wishlist.reconcile':
          // The account's stored list is the truth, plus what this device's visitor list brought in at adoption.
          seen.ids = path.start === 'returning' ? [...seen.ids, hoodie.id] : [hoodie.id];
          break;
        case 'wishlist.release':
          // Back to the visitor's list, empty on this device; the customer's stays for their next login.
          seen.ids = [];
          break;
        // wishlist.adopt: the visitor's items become the customer's list.
      }
      await reach(rendered, 'wishlist', step, where);
      await expectScreen(step, seen, where);
      // A customer's change is saved to their account too; a visitor's stays on the device.
      if (step.event.type === 'wishlist.add' || step.event.type === 'wishlist.remove') {
        if (formatValue(step.value) === 'customer')
          await waitFor(() =>
            expect(network.sent, `${where}: saved to the account`).toContain('SaveWishlistMutation'),
          );
        else expect(network.sent, `${where}: nothing saved`).not.toContain('SaveWishlistMutation');
      }
    }
  });

  itCoversOnScreens(wishlistMachine, recorder, UNREACHED);
});
