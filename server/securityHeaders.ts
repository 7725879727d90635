import { randomBytes } from 'node:crypto';

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

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The headers every response carries. Scripts run only from this origin, from Stripe.js, or inline with the
 * page's nonce; Stripe's card field is an iframe from js.stripe.com. Style attributes stay allowed: React
 * components set widths and progress inline. Nothing may frame the store.
 */
export function securityHeaders(options: SecurityHeaderOptions): (nonce?: string) => Record<string, string> {
  const stripeApi = originOf(options.stripeApiBase);
  const connect = ["'self'", 'https://api.stripe.com', ...(stripeApi ? [stripeApi] : [])];
  const https = options.siteUrl.startsWith('https:');
  return (nonce) => ({
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''} https://js.stripe.com`,
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
