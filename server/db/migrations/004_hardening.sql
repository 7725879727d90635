-- Outbox delivery with retries, per-client rate limits, one order per checkout submission, purge indexes.
ALTER TABLE outbox
  ADD COLUMN IF NOT EXISTS attempts int NOT NULL DEFAULT 0,
  ADD COLUMN IF NOT EXISTS next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN IF NOT EXISTS last_error text;
-- Rows written before delivery existed are stale (old reset links, old orders): they are not sent now.
UPDATE outbox SET attempts = 8, last_error = 'Written before e-mail delivery was enabled; not sent.'
 WHERE sent_at IS NULL;
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;

-- The submission (Relay clientMutationId) that placed the order: a retry of it returns the same order.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS submission_key text;

-- Fixed-window counters per client and action (key like 'review:203.0.113.7').
CREATE TABLE IF NOT EXISTS rate_limits (
  key text PRIMARY KEY,
  hits int NOT NULL,
  window_start timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limits_window ON rate_limits (window_start);
CREATE INDEX IF NOT EXISTS login_attempts_window ON login_attempts (window_start);
CREATE INDEX IF NOT EXISTS sessions_expires ON sessions (expires_at);
