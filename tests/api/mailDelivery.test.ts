/**
 * Regression: password-reset and gift-card e-mails went into the `outbox` table and nothing ever sent them.
 * The API under test has SMTP_URL pointing at a real SMTP server on a loopback socket
 * (tests/fixtures/smtpServer.ts) and OUTBOX_RETRY_SECONDS=1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedMail } from '../fixtures/smtpServer.ts';
import { startApiServer, type ApiServer } from './helpers/apiServer.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(async () => {
  await server.close();
});

const SEND = `mutation ($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }`;
let n = 0;
const unique = (prefix: string): string => `${prefix}${Date.now().toString(36)}${n++}`;

async function register(username: string): Promise<string> {
  const email = `${username}@example.com`;
  const r = await server.gql(
    `mutation ($e: String!, $u: String!) { registerCustomer(input: { email: $e, username: $u, password: "mailbox-pass-7" }) { customer { databaseId } } }`,
    { e: email, u: username },
  );
  expect(r.body.errors).toBeUndefined();
  return email;
}

async function received(to: string): Promise<ReceivedMail[]> {
  const all = (await (await fetch(`${server.fixtures!.smtp.controlUrl}/messages`)).json()) as ReceivedMail[];
  return all.filter((m) => m.to.includes(to));
}

/** The text part of a received message, with quoted-printable soft breaks and escapes undone. */
const text = (mail: ReceivedMail): string =>
  mail.data
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('e-mail delivery over SMTP', () => {
  it('delivers the password-reset e-mail with a working link and marks the outbox row sent', async () => {
    const username = unique('mailed');
    const email = await register(username);
    const r = await server.gql(SEND, { u: username });
    expect(r.body.errors).toBeUndefined();
    await expect.poll(async () => (await received(email)).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await received(email);
    expect(mail!.data).toMatch(/^Subject: Password reset request$/m);
    const link = /https?:\/\/\S+/.exec(text(mail!))![0];
    expect(link).toContain('/my-account/lost-password?key=');
    const key = new URL(link).searchParams.get('key');
    const reset = await server.gql<{ resetUserPassword: { user: { username: string } } }>(
      `mutation ($k: String, $l: String) { resetUserPassword(input: { key: $k, login: $l, password: "fresh-mailbox-9" }) { user { username } } }`,
      { k: key, l: username },
    );
    expect(reset.body.data?.resetUserPassword.user.username).toBe(username);
    const rows = await server.db.query<{ sent_at: string | null; attempts: number }>(
      'SELECT sent_at, attempts FROM outbox WHERE to_address = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sent_at).not.toBeNull();
    expect(rows[0]!.attempts).toBe(1);
  });

  it('retries an e-mail the mail server refused for now, and records the error meanwhile', async () => {
    const username = unique('retried');
    const email = await register(username);
    await fetch(`${server.fixtures!.smtp.controlUrl}/fail?count=1`, { method: 'POST' });
    await server.gql(SEND, { u: username });
    await expect
      .poll(
        async () =>
          (
            await server.db.query<{ last_error: string | null }>(
              'SELECT last_error FROM outbox WHERE to_address = $1',
              [email],
            )
          )[0]?.last_error ?? '',
        { timeout: 10_000 },
      )
      .toMatch(/451/);
    expect(await received(email)).toEqual([]);
    await expect.poll(async () => (await received(email)).length, { timeout: 15_000 }).toBe(1);
    const rows = await server.db.query<{
      sent_at: string | null;
      attempts: number;
      last_error: string | null;
    }>('SELECT sent_at, attempts, last_error FROM outbox WHERE to_address = $1', [email]);
    expect(rows[0]).toMatchObject({ attempts: 2, last_error: null });
    expect(rows[0]!.sent_at).not.toBeNull();
  });
});

describe('e-mail without SMTP_URL', () => {
  it('prints each e-mail with its links to the log and marks it sent', { timeout: 90_000 }, async () => {
    const lines: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    };
    const own = await startApiServer({ env: {} });
    try {
      const username = unique('logged');
      await own.gql(
        `mutation ($e: String!, $u: String!) { registerCustomer(input: { email: $e, username: $u, password: "mailbox-pass-7" }) { customer { databaseId } } }`,
        { e: `${username}@example.com`, u: username },
      );
      await own.gql(SEND, { u: username });
      await expect
        .poll(() => lines.find((l) => l.includes(`${username}@example.com`)) ?? '', { timeout: 10_000 })
        .toMatch(/Password reset request[\s\S]*\/my-account\/lost-password\?key=/);
      const rows = await own.db.query<{ sent_at: string | null }>(
        'SELECT sent_at FROM outbox WHERE to_address = $1',
        [`${username}@example.com`],
      );
      expect(rows[0]!.sent_at).not.toBeNull();
    } finally {
      console.log = original;
      await own.close();
    }
  });
});
