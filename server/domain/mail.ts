import nodemailer from 'nodemailer';
import type { Queryable } from '../db/connection.ts';

/** Attempts per e-mail before it stays in the outbox with its last error. */
export const MAX_ATTEMPTS = 8;

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  attempts: number;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…` (SMTP_URL); without it each e-mail is printed to the log. */
  smtpUrl?: string;
  /** The sender (MAIL_FROM). */
  from: string;
  /** The first retry waits this long, each further one four times longer (OUTBOX_RETRY_SECONDS, default 60). */
  retrySeconds: number;
  /** Where the log transport writes (the server's log). */
  log?: (line: string) => void;
  /**
   * True in production (`NODE_ENV=production`): without SMTP_URL, the log then names each e-mail but never its links
   * (a password-reset link in a log is a key to the account for whoever reads the log).
   */
  production?: boolean;
}

/**
 * Delivers the `outbox` table. The transaction that writes an e-mail commits it with the rest of its work;
 * `kick()` then delivers it at once, and a sweep every `retrySeconds` retries failures with backoff. Each
 * attempt claims its rows first (`attempts + 1`, next attempt pushed out), so several API processes on one
 * database never send an e-mail twice at the same time.
 */
export class Mailer {
  private readonly send: (row: OutboxRow) => Promise<void>;
  private readonly timer: NodeJS.Timeout;
  private running: Promise<void> = Promise.resolve();
  private queued = false;
  private stopped = false;

  constructor(
    private readonly db: Queryable,
    private readonly options: MailerOptions,
  ) {
    const log = options.log ?? ((line: string) => console.log(line));
    if (options.smtpUrl) {
      const transport = nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
      this.send = async (row) => {
        await transport.sendMail({
          from: options.from,
          to: row.to_address,
          subject: row.subject,
          text: row.body,
        });
      };
    } else {
      this.send = (row) => {
        if (options.production) {
          log(`[mail] not sent (set SMTP_URL to send e-mails) to ${row.to_address}: ${row.subject}`);
          return Promise.resolve();
        }
        const links = row.body.match(/https?:\/\/\S+/g) ?? [];
        log(`[mail] to ${row.to_address}: ${row.subject}${links.map((l) => `\n[mail]   ${l}`).join('')}`);
        return Promise.resolve();
      };
    }
    this.timer = setInterval(() => this.kick(), Math.max(1, Math.min(options.retrySeconds, 60)) * 1000);
    this.timer.unref();
  }

  /** Delivers what is due now (soon after the caller's transaction committed); calls coalesce. */
  kick(): void {
    if (this.queued || this.stopped) return;
    this.queued = true;
    this.running = this.running.then(async () => {
      this.queued = false;
      try {
        await this.deliverDue();
      } catch (error) {
        console.error('E-mail delivery failed:', error);
      }
    });
  }

  /** Sends every due e-mail once; returns how many were sent. */
  async deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await this.db.query<OutboxRow>(
        `UPDATE outbox SET attempts = attempts + 1,
                next_attempt_at = now() + make_interval(secs => $1 * power(4, attempts))
          WHERE id IN (SELECT id FROM outbox
                        WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < $2
                        ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED)
          RETURNING id, to_address, subject, body, attempts`,
        [this.options.retrySeconds, MAX_ATTEMPTS],
      );
      for (const row of rows) {
        try {
          await this.send(row);
          await this.db.query('UPDATE outbox SET sent_at = now(), last_error = NULL WHERE id = $1', [row.id]);
          sent++;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await this.db.query('UPDATE outbox SET last_error = $2 WHERE id = $1', [
            row.id,
            message.slice(0, 500),
          ]);
        }
      }
      if (rows.length < 20 || this.stopped) return sent;
    }
  }

  /** Stops the sweep and waits for a delivery under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}

/** Writes an e-mail to the outbox in the caller's transaction; the Mailer delivers it after the commit. */
export async function queueMail(
  tx: Queryable,
  mail: { to: string; subject: string; body: string },
): Promise<void> {
  await tx.query('INSERT INTO outbox (to_address, subject, body) VALUES ($1, $2, $3)', [
    mail.to,
    mail.subject,
    mail.body,
  ]);
}
