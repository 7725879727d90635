/**
 * The storefront's GraphQL operations as relay-compiler wrote them (`__generated__/*.graphql.ts`, the exact text
 * the browser and the server renders send), for checks that put them to a store: the startup store check and the
 * compatibility tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface StorefrontOperation {
  /** `ProductListQuery` */
  name: string;
  text: string;
}

const GENERATED = fileURLToPath(new URL('../../__generated__/', import.meta.url));
const TEXT = /"text":\s*("(?:[^"\\]|\\.)*")/;

/** Every query and mutation of the storefront (fragments have no text of their own). */
export function storefrontOperations(dir: string = GENERATED): StorefrontOperation[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql.ts'))
    .sort()
    .flatMap((file) => {
      const match = TEXT.exec(readFileSync(dir + file, 'utf8'));
      return match
        ? [{ name: file.replace(/\.graphql\.ts$/, ''), text: JSON.parse(match[1]!) as string }]
        : [];
    });
}
