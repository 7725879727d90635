#!/usr/bin/env node
/**
 * Fails when a colour literal (hex, rgb(), hsl() and the other CSS colour functions) appears in
 * `src/` outside the theme, so every colour goes through the theme contract `vars.color.*`. The Node host
 * (`src/server/`) styles nothing: the colours of the image it draws (the placeholder) are pixels, not theme.
 * Usage: node scripts/check-design-tokens.mjs [root]   (exit 1 and a list of file:line:col on failure)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The one file allowed to hold colour literals. */
export const THEME_FILE = 'src/ui/theme.css.ts';

/** The storefront's Node host, which renders no styles of its own. */
const HOST_DIR = 'src/server/';

const EXTENSIONS = /\.(ts|tsx|js|jsx|mjs|css|html|svg)$/;

// A hex colour is `#` plus 3, 4, 6 or 8 hex digits, not preceded by a word character or `&`
// (so `&#36;` entities and identifiers are not matched) and not followed by another word character.
const HEX = /(?<![\w&])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;

/** Every colour literal in `text`, with its 1-based line and column. */
export function findColorLiterals(text) {
  const found = [];
  for (const pattern of [HEX, FUNCTION]) {
    for (const match of text.matchAll(pattern)) {
      const before = text.slice(0, match.index);
      const line = before.split('\n').length;
      const column = match.index - before.lastIndexOf('\n');
      found.push({ literal: match[0], line, column });
    }
  }
  return found.sort((a, b) => a.line - b.line || a.column - b.column);
}

function* walk(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (EXTENSIONS.test(entry.name)) yield path;
  }
}

/** `file:line:col literal` for every violation under `root/src`. */
export function checkDesignTokens(root) {
  const problems = [];
  for (const file of walk(join(root, 'src'))) {
    const name = relative(root, file).split(sep).join('/');
    if (name === THEME_FILE || name.startsWith(HOST_DIR)) continue;
    for (const { literal, line, column } of findColorLiterals(readFileSync(file, 'utf8'))) {
      problems.push(`${name}:${line}:${column} ${literal}`);
    }
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.argv[2] ?? join(fileURLToPath(import.meta.url), '..', '..');
  const problems = checkDesignTokens(root);
  if (problems.length > 0) {
    console.error(`Colour literals outside ${THEME_FILE}; use vars.color.* from the theme:`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log('design tokens: no colour literals outside the theme');
}
