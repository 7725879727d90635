import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM script without type declarations
import { checkDesignTokens, findColorLiterals } from '../../../scripts/check-design-tokens.mjs';

type Find = (text: string) => Array<{ literal: string; line: number; column: number }>;
type Check = (root: string) => string[];

const find = findColorLiterals as Find;
const check = checkDesignTokens as Check;

describe('check-design-tokens', () => {
  it('finds hex and functional colour literals with their position', () => {
    const found = find(
      "const a = '#fff';\nconst b = { color: 'rgb(0 0 0 / 0.5)', c: \"hsl(10, 20%, 30%)\", d: '#1a2b3c80' };",
    );
    expect(found.map((hit) => hit.literal)).toEqual(['#fff', 'rgb(', 'hsl(', '#1a2b3c80']);
    expect(found[0]).toMatchObject({ line: 1, column: 12 });
  });

  it('ignores anchors, HTML entities and ids that are not colours', () => {
    expect(find('<a href="#main">x</a> &#36;12 #root #section-2 background-color vars.color.brand')).toEqual(
      [],
    );
  });

  const root = mkdtempSync(join(tmpdir(), 'tokens-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('allows literals in the theme only', () => {
    mkdirSync(join(root, 'src', 'ui'), { recursive: true });
    mkdirSync(join(root, 'src', 'catalog'), { recursive: true });
    writeFileSync(join(root, 'src', 'ui', 'theme.css.ts'), "export const brand = '#4c1d95';");
    writeFileSync(join(root, 'src', 'catalog', 'Card.css.ts'), "export const x = { color: '#ff0000' };");
    expect(check(root)).toEqual(['src/catalog/Card.css.ts:1:28 #ff0000']);
  });

  it('passes on this repository', () => {
    expect(check(join(import.meta.dirname, '..', '..', '..'))).toEqual([]);
  });
});
