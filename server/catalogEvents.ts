import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL channel on which storefront processes tell each other that the catalogue changed. */
export const CATALOG_CHANNEL = 'storefront_catalog_changed';

export interface CatalogEvents {
  /** Tells every other process on the database (after the change has been committed). */
  publish(): void;
  close(): Promise<void>;
}

/**
 * Catalogue changes across processes on one PostgreSQL (`LISTEN`/`NOTIFY`): several storefront processes behind a
 * load balancer each keep a page cache, and an order or review taken by one must drop the pages of all. Each
 * process listens on one connection of its own; a notice it sent itself is skipped (its own listeners already
 * ran). When that connection is lost it is opened again, and `onChange` runs once more then, since a notice may
 * have been missed meanwhile.
 */
export async function listenForCatalogChanges(
  databaseUrl: string,
  onChange: () => void,
  options: { retryMs?: number } = {},
): Promise<CatalogEvents> {
  const self = randomUUID();
  const retryMs = options.retryMs ?? 1_000;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === CATALOG_CHANNEL && message.payload !== self) onChange();
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next || closed) return;
      client = null;
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${CATALOG_CHANNEL}`);
    client = next;
  };
  const reconnect = () => {
    if (closed) return;
    retry = setTimeout(() => {
      connect().then(onChange, reconnect);
    }, retryMs);
  };

  await connect();
  return {
    publish() {
      client?.query('SELECT pg_notify($1, $2)', [CATALOG_CHANNEL, self]).catch((error: unknown) => {
        // The others fall back on their pages' freshness (`Cache-Control`), as with no listener at all.
        console.error('Cannot tell the other processes that the catalogue changed', error);
      });
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
