/** Purchased downloads: the permissions an order grants (fulfil, fulfilment.ts), listing them, and using one. */
import type { Queryable } from '../db/connection.ts';

/** A download permission with its file's name: what `downloadableItems` lists. */
export interface DownloadPermission {
  id: number;
  token: string;
  order_id: number;
  customer_id: number | null;
  product_id: number;
  download_id: string;
  downloads_remaining: number | null;
  access_expires: Date | null;
  name: string;
  file: string;
}

async function permissions(db: Queryable, owner: 'order_id' | 'customer_id', id: number) {
  return db.query<DownloadPermission>(
    `SELECT dp.*, d.name, d.file FROM download_permissions dp JOIN product_downloads d ON d.id = dp.download_id
      WHERE dp.${owner} = $1 ORDER BY dp.id DESC LIMIT 100`,
    [id],
  );
}

/** The customer's downloads, newest first (at most 100). */
export function customerDownloads(db: Queryable, customerId: number): Promise<DownloadPermission[]> {
  return permissions(db, 'customer_id', customerId);
}

/** The downloads the order granted, newest first (at most 100). */
export function orderDownloads(db: Queryable, orderId: number): Promise<DownloadPermission[]> {
  return permissions(db, 'order_id', orderId);
}

/** A file a download link gives, or why it gives none (`status` 404 for an unknown link, else 403). */
export type DownloadAnswer =
  | { ok: true; name: string; file: string; product: string }
  | { ok: false; status: 403 | 404; message: string };

/**
 * The file behind a download link, counting the download unless `head` (a HEAD request asks about it without
 * using one up). Only paid orders' (processing, completed) permissions with downloads left and not expired work;
 * otherwise the answer says why, in WooCommerce's words.
 */
export async function openDownload(db: Queryable, token: string, head: boolean): Promise<DownloadAnswer> {
  const sources = 'product_downloads d, orders o, products p';
  const allowed = `dp.token = $1 AND d.id = dp.download_id AND o.id = dp.order_id AND p.id = dp.product_id
        AND o.status IN ('processing','completed')
        AND (dp.downloads_remaining IS NULL OR dp.downloads_remaining > 0)
        AND (dp.access_expires IS NULL OR dp.access_expires > now())`;
  const rows = await db.query<{ name: string; file: string; product: string }>(
    head
      ? `SELECT d.name, d.file, p.name AS product FROM download_permissions dp, ${sources} WHERE ${allowed}`
      : `UPDATE download_permissions dp SET downloads_remaining = CASE WHEN downloads_remaining IS NULL THEN NULL ELSE downloads_remaining - 1 END,
            download_count = download_count + 1
       FROM ${sources} WHERE ${allowed}
      RETURNING d.name, d.file, p.name AS product`,
    [token],
  );
  const row = rows[0];
  if (row) return { ok: true, ...row };
  const known = await db.query<{ remaining: number | null; expires: Date | null }>(
    'SELECT downloads_remaining remaining, access_expires expires FROM download_permissions WHERE token = $1',
    [token],
  );
  const k = known[0];
  if (!k) return { ok: false, status: 404, message: 'Invalid download link.' };
  const message =
    k.expires && k.expires.getTime() <= Date.now()
      ? 'Sorry, this download has expired.'
      : k.remaining === 0
        ? 'Sorry, you have reached your download limit for this file.'
        : 'This download is not available yet.';
  return { ok: false, status: 403, message };
}
