// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyEventObject, InspectionEvent, Observer } from 'xstate';
import { passwordResetMachine } from '../../../machines/passwordResetMachine';
import { LostPasswordRoute } from '../../../src/account/LostPasswordRoute';
import { RELOAD_COUNT_KEY } from '../../../src/app/session';
import enUS from '../../../src/i18n/messages/en_US.json';
import { formatValue, type ModelStep } from '../coverage';
import {
  createHeldNetwork,
  itCoversOnScreens,
  reachActor,
  renderStorefront,
  screenPaths,
  settlement,
  SystemRecorder,
  tearDown,
  type Rendered,
  type ScreenPath,
} from './harness';

/**
 * The password reset machine's paths drive the real lost-password page (`/my-account/lost-password`) through the
 * actor the page starts for itself (it is not part of the storefront's system; the recorder hears it through the
 * page's inspection hook). Two starts: the request form (no key), and the e-mailed link (`?key=…&login=…`) with the
 * new-password form. The store's answers arrive exactly when a path's `done:` or `error:` step says.
 */
const inspection = vi.hoisted(() => ({
  observer: undefined as Observer<InspectionEvent> | undefined,
  actor: undefined as AnyActorRef | undefined,
}));
vi.mock('../../../src/app/inspector', () => ({
  devInspect: () => inspection.observer,
}));

const OPERATIONS: Record<string, string> = {
  requestReset: 'SendPasswordResetEmailMutation',
  resetPassword: 'ResetUserPasswordMutation',
};
/** What the store answers a reset link it no longer knows (WPGraphQL's `invalid_key`). */
const INVALID_LINK = 'Password reset link is invalid.';
const NEW_PASSWORD = 'correct horse battery';

function createShop() {
  return createHeldNetwork({
    SendPasswordResetEmailMutation: () => ({ data: { sendPasswordResetEmail: { success: true } } }),
    ResetUserPasswordMutation: () => ({
      data: { resetUserPassword: { user: { id: 'dXNlcjo3', databaseId: 7 } } },
    }),
  });
}

type Start = 'request' | 'link';

/** The screen action that sends a path's event in the state the path is in, or null when the page offers none. */
function actionFor(event: AnyEventObject, state: string, start: Start): (() => void) | null {
  const idle = state.startsWith('form.') && state !== 'form.reset';
  switch (event.type) {
    case 'password.request':
      return start === 'request' && idle
        ? () => {
            fireEvent.change(screen.getByRole('textbox', { name: enUS['auth.login.username'] }), {
              target: { value: ' ada ' },
            });
            fireEvent.click(screen.getByRole('button', { name: enUS['auth.lost.requestSubmit'] }));
          }
        : null;
    case 'password.reset':
      return start === 'link' && idle
        ? () => {
            const { confirmation } = event as unknown as { confirmation: string };
            fireEvent.change(screen.getByLabelText(enUS['account.password.new']), {
              target: { value: NEW_PASSWORD },
            });
            fireEvent.change(screen.getByLabelText(enUS['account.password.confirm']), {
              target: { value: confirmation },
            });
            fireEvent.click(screen.getByRole('button', { name: enUS['auth.lost.resetSubmit'] }));
          }
        : null;
    default:
      return null;
  }
}

const events: AnyEventObject[] = [
  { type: 'password.request', username: ' ada ' },
  { type: 'password.reset', key: 'k3y', login: 'ada', password: NEW_PASSWORD, confirmation: NEW_PASSWORD },
  { type: 'password.reset', key: 'k3y', login: 'ada', password: NEW_PASSWORD, confirmation: 'correct horse' },
  { type: 'xstate.done.actor.requestReset' },
  { type: 'xstate.error.actor.requestReset', error: new Error('Internal server error') },
  { type: 'xstate.done.actor.resetPassword' },
  { type: 'xstate.error.actor.resetPassword', error: new Error(INVALID_LINK) },
];

const pathsFrom = (start: Start) =>
  screenPaths(passwordResetMachine, {
    input: undefined,
    events,
    canDrive: (state, event) => {
      const settled = settlement(event);
      if (settled) return (state.children as Record<string, unknown>)[settled.actor] !== undefined;
      return actionFor(event, formatValue(state.value as never), start) !== null;
    },
  }).map((p) => ({
    ...p,
    start,
    description: `${start}: ${p.steps
      .map((s) => {
        const settled = settlement(s.event);
        if (settled) return `${settled.kind}:${settled.actor}`;
        if (s.event.type !== 'password.reset') return s.event.type;
        const { password, confirmation } = s.event as unknown as { password: string; confirmation: string };
        return `password.reset (${password === confirmation ? 'confirmed' : 'mistyped'})`;
      })
      .join(' → ')} ⇒ ${formatValue(p.steps.at(-1)?.value ?? p.initial.value)}`,
  }));

const paths: (ScreenPath & { start: Start })[] = [...pathsFrom('request'), ...pathsFrom('link')];

/** What the shopper should see, kept from the path. */
interface Seen {
  /** The form's error, once a step earned one. */
  error: string | null;
}

/** The state-by-state check: what the lost-password page shows must be what the machine's state means. */
async function expectScreen(
  step: Pick<ModelStep, 'value' | 'tags'>,
  seen: Seen,
  start: Start,
  where: string,
) {
  const state = formatValue(step.value);
  const busy = step.tags.includes('busy');
  await waitFor(() => {
    screen.getByRole('heading', { level: 1, name: enUS['auth.lost.title'] });
    const alert = screen.queryByRole('alert');
    expect(alert?.textContent ?? null, `${where}: error`).toBe(seen.error);
    if (state === 'form.reset') {
      // The new password is set: the form gives way to the login link.
      expect(screen.queryByRole('form'), `${where}: form`).toBeNull();
      screen.getByText(enUS['auth.lost.done']);
      screen.getByRole('link', { name: enUS['auth.login.submit'] });
      return;
    }
    if (start === 'request') {
      const form = screen.getByRole('form', { name: enUS['auth.lost.requestTitle'] });
      const submit = within(form).getByRole('button', { name: enUS['auth.lost.requestSubmit'] });
      expect(submit.hasAttribute('data-pending'), `${where}: pending`).toBe(busy);
      expect(within(form).queryByText(enUS['auth.lost.sent']) !== null, `${where}: neutral reply`).toBe(
        state === 'form.requested',
      );
    } else {
      const form = screen.getByRole('form', { name: enUS['auth.lost.resetTitle'] });
      within(form).getByRole('button', {
        name: busy ? enUS['account.updating'] : enUS['auth.lost.resetSubmit'],
      });
      // A link the store no longer knows offers a new one.
      expect(
        within(form).queryByRole('link', { name: enUS['auth.error.requestNewLink'] }) !== null,
        `${where}: new link`,
      ).toBe(seen.error?.startsWith(enUS['auth.error.resetLinkInvalid']) ?? false);
    }
  });
}

const recorder = new SystemRecorder();
let rendered: Rendered | undefined;

beforeEach(() => {
  window.sessionStorage.setItem(RELOAD_COUNT_KEY, '1');
  // The page's actor is the only one the hook hands an observer: it is kept to wait on its state.
  inspection.observer = {
    next: (event) => {
      recorder.observer.next(event);
      const logic = (event.actorRef as { logic?: { id?: string } }).logic;
      if (event.type === '@xstate.actor' && logic?.id === 'passwordReset')
        inspection.actor = event.actorRef as AnyActorRef;
    },
  };
});
afterEach(() => {
  tearDown(rendered);
  rendered = undefined;
  inspection.actor = undefined;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('password reset paths on the real lost-password page', () => {
  it('pins the screen path list', () => {
    expect(paths.map((p) => p.description)).toMatchInlineSnapshot(`
      [
        "request: password.request → done:requestReset → password.request ⇒ requesting",
        "request: password.request → error:requestReset ⇒ form.idle",
        "link: password.reset (confirmed) → done:resetPassword ⇒ form.reset",
        "link: password.reset (confirmed) → error:resetPassword ⇒ form.idle",
        "link: password.reset (mistyped) ⇒ form.idle",
      ]
    `);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    const network = createShop();
    const seen: Seen = { error: null };
    rendered = await renderStorefront(<LostPasswordRoute />, network.environment, {
      path: '/my-account/lost-password',
      search: path.start === 'link' ? '?key=k3y&login=ada' : '',
      recorder,
    });
    await waitFor(() => expect(inspection.actor, 'the page started its actor').toBeDefined());
    const actor = inspection.actor!;
    await reachActor(actor, path.initial, 'initial state');
    await expectScreen(path.initial, seen, path.start, 'initial state');
    for (const [i, step] of path.steps.entries()) {
      const where = `step ${i + 1} (${step.event.type})`;
      const settled = settlement(step.event);
      if (settled) {
        const operation = OPERATIONS[settled.actor]!;
        await waitFor(() => expect(network.waiting(), where).toContain(operation));
        if (settled.kind === 'done') network.release(operation);
        else
          network.fail(operation, settled.actor === 'resetPassword' ? INVALID_LINK : 'Internal server error');
        if (settled.kind === 'error')
          seen.error =
            settled.actor === 'resetPassword'
              ? `${enUS['auth.error.resetLinkInvalid']} ${enUS['auth.error.requestNewLink']}`
              : enUS['auth.error.resetEmailFailed'];
      } else {
        actionFor(step.event, formatValue(path.steps[i - 1]?.value ?? path.initial.value), path.start)!();
        const { password, confirmation } = step.event as unknown as {
          password?: string;
          confirmation?: string;
        };
        seen.error = password !== confirmation ? enUS['auth.error.passwordMismatch'] : null;
      }
      await reachActor(actor, step, where);
      await expectScreen(step, seen, path.start, where);
    }
  });

  itCoversOnScreens(passwordResetMachine, recorder, {});
});
