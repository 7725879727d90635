import { UserError } from './errors.ts';

/** WPGraphQL-style global id: base64("type:id"). */
export function toGlobalId(type: string, id: string | number): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64');
}

/** Decodes a global id; null when it is not one. */
export function fromGlobalId(globalId: string): { type: string; id: string } | null {
  if (!/^[A-Za-z0-9+/=_-]+$/.test(globalId)) return null;
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  if (i <= 0) return null;
  return { type: decoded.slice(0, i), id: decoded.slice(i + 1) };
}

/** Accepts a database id (number or numeric string) or a global id of one of `types`; returns the number. */
export function parseId(value: string | number, types: string[], what = 'id'): number {
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value) && value > 0) return value;
    throw new UserError(`Invalid ${what}.`);
  }
  const trimmed = value.trim();
  if (/^\d{1,9}$/.test(trimmed)) return Number(trimmed);
  const g = fromGlobalId(trimmed);
  if (g && types.includes(g.type) && /^\d{1,9}$/.test(g.id)) return Number(g.id);
  throw new UserError(`Invalid ${what}.`);
}
