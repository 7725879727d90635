// Fast machine-alone check: paths replayed on the machine itself; tests/model/screens/ drives the screens.
import { describe, expect, it } from 'vitest';
import { passwordResetMachine } from '../../machines/passwordResetMachine';
import { createHarness, createModel } from './coverage';
import { describeModel } from './describeModel';

const model = createModel(passwordResetMachine, {
  events: [
    { type: 'password.request', username: 'ada@example.com' },
    { type: 'password.reset', key: 'k3y', login: 'ada', password: 'new secret', confirmation: 'new secret' },
    { type: 'password.reset', key: 'k3y', login: 'ada', password: 'new secret', confirmation: 'other' },
  ],
  describeEvent: (e) =>
    e.type === 'password.reset' ? (e.password === e.confirmation ? 'matching' : 'mismatch') : undefined,
});

describeModel('passwordResetMachine', model, (paths) => {
  expect(paths).toMatchInlineSnapshot(`
      [
        "password.request → done:requestReset ⇒ form.requested",
        "password.request → error:requestReset ⇒ form.idle",
        "password.reset (matching) → done:resetPassword ⇒ form.reset",
        "password.reset (matching) → error:resetPassword ⇒ form.idle",
        "password.reset (mismatch) ⇒ form.idle",
      ]
    `);
});

describe('passwordResetMachine behaviour', () => {
  it('shows the neutral reply once the e-mail is requested, sending the trimmed login', async () => {
    const h = createHarness(passwordResetMachine);
    h.actor.send({ type: 'password.request', username: '  ada@example.com ' });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    h.actor.send({ type: 'password.request', username: 'ada@example.com' });
    expect(h.calls).toEqual([
      { src: 'requestReset', id: 'requestReset', input: { username: 'ada@example.com' } },
    ]);
    await h.resolve('requestReset');
    expect(h.actor.getSnapshot().value).toEqual({ form: 'requested' });
  });

  it('reports a failed request by code', async () => {
    const h = createHarness(passwordResetMachine);
    h.actor.send({ type: 'password.request', username: 'ada' });
    await h.reject('requestReset');
    expect(h.actor.getSnapshot().context.error?.code).toBe('resetEmailFailed');
  });

  it('refuses a new password that differs from its confirmation, without calling the server', () => {
    const h = createHarness(passwordResetMachine);
    h.actor.send({ type: 'password.reset', key: 'k', login: 'ada', password: 'a', confirmation: 'b' });
    expect(h.actor.getSnapshot().context.error?.code).toBe('passwordMismatch');
    expect(h.calls).toEqual([]);
  });

  it.each([
    ['Password reset link is invalid.', 'resetLinkInvalid'],
    ['Database unavailable', 'resetFailed'],
  ])('maps the reset error %j to %s', async (message, code) => {
    const h = createHarness(passwordResetMachine);
    h.actor.send({ type: 'password.reset', key: 'k', login: 'ada', password: 'a', confirmation: 'a' });
    expect(h.calls[0]?.input).toEqual({ key: 'k', login: 'ada', password: 'a' });
    await h.reject('resetPassword', new Error(message));
    expect(h.actor.getSnapshot().context.error?.code).toBe(code);
  });
});
