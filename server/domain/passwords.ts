import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scryptCb(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

const PARAMS = { N: 16384, r: 8, p: 1 } as const;

/** Hashes with scrypt (N=2^14, r=8, p=1) into `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, 32, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** True when `password` matches `stored`; constant-time on the derived key. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export const COMMON_PASSWORD = 'This password is too common. Please choose one that is harder to guess.';

/** How many of the list's most common passwords its variants are checked against (`isGuessablePassword`). */
const VARIANT_RANKS = 10_000;

let common: Promise<{ all: Set<string>; top: Set<string> }> | null = null;

function commonLists(): Promise<{ all: Set<string>; top: Set<string> }> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const list = dictionary['passwords-common'];
    return { all: new Set(list), top: new Set(list.slice(0, VARIANT_RANKS)) };
  });
  return common;
}

/**
 * True when `password` is on zxcvbn-ts's list of the ~50,000 most common passwords (case-insensitive). Only
 * the dictionary, not a full strength score: a long, uncommon password is accepted as it is.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonLists()).all.has(password.normalize('NFKC').toLowerCase());
}

/** What people substitute for letters ("p@ssw0rd"): read back before the list is checked. */
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

/** Words of this shop that are as guessable as the list's: its software and what it is. */
const SITE_WORDS = ['storefront', 'woocommerce', 'wordpress', 'password', 'shop', 'store'];

/** True when the characters form one run up or down the alphabet or the digits ("abcdefgh", "98765432"). */
function isSequence(text: string): boolean {
  if (text.length < 4 || !/^[a-z]+$|^[0-9]+$/.test(text)) return false;
  const step = text.charCodeAt(1) - text.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < text.length; i++)
    if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== step) return false;
  return true;
}

/** True when the text is a piece of at most 3 characters said again and again ("aaaaaaaa", "abcabcabc", "12121212"). */
const isRepetition = (text: string): boolean => /^(.{1,3})\1+$/.test(text);

/**
 * The forms of a password an attacker's list tries first: without the digits and symbols added before or after a
 * word ("Summer2024!" is "summer"), and with the usual letter substitutions read back ("P@ssw0rd").
 */
function variants(lower: string): string[] {
  const unleet = (text: string) => [...text].map((c) => LEET[c] ?? c).join('');
  // Digits and symbols around a word, where `@` and `$` count as letters ("pa$$w0rd!" is "pa$$w0rd").
  const bare = lower.replace(/^[^a-z@$]+|[^a-z@$]+$/g, '');
  return [...new Set([lower.replace(/^[^a-z]+|[^a-z]+$/g, ''), unleet(lower), unleet(bare)])].filter(Boolean);
}

/**
 * True when `password` is easy to guess though not on the list as typed: one of the 10,000 most common passwords
 * with digits or symbols around it or letters swapped for look-alikes ("forgotten-1" stays allowed, "Summer2024!"
 * and "P@ssw0rd" do not), one character or a short piece repeated, a run like "abcdefgh", or the customer's own
 * username or e-mail (`personal`) or a word of the shop with only digits and symbols added.
 */
export async function isGuessablePassword(
  password: string,
  personal: readonly string[] = [],
): Promise<boolean> {
  const lower = password.normalize('NFKC').toLowerCase();
  if (isRepetition(lower) || isSequence(lower) || isSequence(lower.replace(/[^a-z0-9]/g, ''))) return true;
  const words = [
    ...SITE_WORDS,
    ...personal.flatMap((p) => {
      const value = p.trim().toLowerCase();
      return [value, value.split('@')[0] ?? ''];
    }),
  ]
    .map((w) => w.replace(/[^a-z]/g, ''))
    .filter((w) => w.length >= 3);
  const letters = lower.replace(/[^a-z]/g, '');
  if (words.includes(letters)) return true;
  const { top } = await commonLists();
  return variants(lower).some((form) => top.has(form));
}
