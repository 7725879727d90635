import { createHash, randomBytes } from 'node:crypto';

export interface SecurityHeaderOptions {
  /** The public origin; `https:` adds Strict-Transport-Security. */
  siteUrl: string;
  /** Another Stripe API host (STRIPE_API_BASE) that Stripe.js, or its test stand-in, confirms payments with. */
  stripeApiBase?: string | undefined;
}

/** A fresh value for the `nonce` of the inline scripts of one page. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Which inline scripts may run: a response's own nonce, or (a page shared by many responses) their hashes. */
export type ScriptSources = { nonce?: string; hashes?: readonly string[] };

/**
 * A page shared by many responses, rendered with `marker` as its scripts' nonce: the page with the marker taken
 * out, and the CSP hash source (`'sha256-…'`) of each script that carried it. Only the scripts the server wrote
 * carry the marker (an unguessable stand-in, so no text of the store's can forge one): a script smuggled in with a
 * product's description gets no hash and does not run.
 */
export function hashMarkedScripts(html: string, marker: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  const attribute = ` nonce="${marker}"`;
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!attributes.includes(attribute) || /\bsrc=/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return { html: html.replaceAll(attribute, ''), hashes: [...hashes] };
}

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The headers every response carries. Scripts run only from this origin, from Stripe.js, or inline with the
 * page's nonce (a page rendered for one response) or hash (a cached page sent to many: a nonce repeated across
 * responses, and by any CDN keeping the page, would be no nonce). Stripe's card field is an iframe from
 * js.stripe.com. Style attributes stay allowed: React components set widths and progress inline. Nothing may frame
 * the store.
 */
export function securityHeaders(
  options: SecurityHeaderOptions,
): (scripts?: ScriptSources) => Record<string, string> {
  const stripeApi = originOf(options.stripeApiBase);
  const connect = ["'self'", 'https://api.stripe.com', ...(stripeApi ? [stripeApi] : [])];
  const https = options.siteUrl.startsWith('https:');
  return ({ nonce, hashes = [] } = {}) => ({
    'Content-Security-Policy': [
      "default-src 'self'",
      [
        'script-src',
        "'self'",
        ...(nonce ? [`'nonce-${nonce}'`] : []),
        ...hashes,
        'https://js.stripe.com',
      ].join(' '),
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      `connect-src ${[...new Set(connect)].join(' ')}`,
      'frame-src https://js.stripe.com https://hooks.stripe.com',
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; '),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  });
}
