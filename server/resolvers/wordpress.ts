/**
 * Values several resolver maps print as WPGraphQL and WooGraphQL do: post dates, meta data, product downloads,
 * variation attributes, escaped text and Gravatar URLs.
 */
import { createHash } from 'node:crypto';
import type { Ctx } from '../context.ts';
import { toGlobalId } from '../domain/ids.ts';

/** A ProductDownload object (WooGraphQL): the stored file's path is never exposed, only its name and extension. */
export function productDownload(downloadId: string, name: string, file: string) {
  return {
    downloadId,
    name,
    file: null,
    fileExt: file.split('.').pop() ?? null,
    fileType: null,
    fileExists: true,
    allowedFileType: true,
  };
}

/** ISO date without zone, as WPGraphQL prints post dates. */
export const wpDate = (d: Date | null | undefined): string | null =>
  d ? d.toISOString().slice(0, 19) : null;

/** Variation attributes in attribute order (jsonb does not keep key order). */
export async function variationAttributes(attrs: Record<string, string>, ownerId: number, ctx: Ctx) {
  const list = await Promise.all(
    Object.entries(attrs).map(async ([name, value]) => {
      const meta = await ctx.loaders.attributeLabels.load(name);
      return {
        id: toGlobalId('variation_attribute', `${ownerId}:${name}`),
        attributeId: meta?.id ?? 0,
        name,
        label: meta?.label ?? name,
        value,
      };
    }),
  );
  return list.sort((a, b) => a.attributeId - b.attributeId || a.name.localeCompare(b.name));
}

/** The meta data entries `keysIn`/`key` ask for (all without them); `multiple: false` keeps the first. */
export function metaEntries(
  meta: { id?: string; key: string; value: string }[],
  a: { key?: string | null; keysIn?: (string | null)[] | null; multiple?: boolean | null },
) {
  const keys = [...(a.keysIn ?? []), ...(a.key ? [a.key] : [])];
  const list = meta.map((m, i) => ({ id: m.id ?? String(i + 1), key: m.key, value: m.value }));
  const filtered = keys.length ? list.filter((m) => keys.includes(m.key)) : list;
  return a.multiple === false && keys.length ? filtered.slice(0, 1) : filtered;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Gravatar URL (mystery-person fallback) for an e-mail address. */
export function gravatar(email: string): string {
  return `https://secure.gravatar.com/avatar/${createHash('md5').update(email.trim().toLowerCase()).digest('hex')}?s=96&d=mm&r=g`;
}
