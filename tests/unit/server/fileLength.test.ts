import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No source file of the reference API (server/) or of the host (src/server/) is over 300 lines: a longer one holds
 * more than one concern and is split by concern. The demo data and the generated resolver types are no code to
 * read, and the files listed in `OVER_LIMIT` are not split yet; each says why.
 */
const MAX_LINES = 300;

/** Folders whose source files are held to the limit. */
const ROOTS = ['server', 'src/server'];

/** What is a source file there. */
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs)$/;

/** Files and folders the limit does not apply to, and why. */
const EXEMPT: Record<string, string> = {
  'server/__generated__': 'written by `npm run codegen:server` from the schema',
  'server/db/seed.ts': 'demo data: the seed writes one statement per table',
  'server/db/catalogData.ts': 'demo data: the hand-written products',
  'server/db/catalogMore.ts': 'demo data: the table of the 118 named products the seed expands',
};

/** Files still over the limit, each with the reason it is not split yet. Remove an entry once its file is split. */
const OVER_LIMIT: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name).replaceAll('\\', '/');
    if (path in EXEMPT) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

const lineCount = (file: string): number => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;

describe('source file length in server/ and src/server/', () => {
  const files = ROOTS.flatMap(sourceFiles);

  it(`keeps every source file at ${MAX_LINES} lines or fewer`, () => {
    const over = files
      .filter((file) => !(file in OVER_LIMIT))
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file} (${lines} lines)`);
    expect(over, `over ${MAX_LINES} lines; split by concern`).toEqual([]);
  });

  it('lists as exceptions only files that exist and are still over the limit', () => {
    const stale = Object.keys(OVER_LIMIT).filter(
      (file) => !files.includes(file) || lineCount(file) <= MAX_LINES,
    );
    expect(stale, 'remove these from OVER_LIMIT').toEqual([]);
    for (const path of Object.keys(EXEMPT))
      expect(readdirSync(join(path, '..'))).toContain(path.split('/').pop());
  });
});
