import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../../../__generated__/', import.meta.url));

/** The operation text relay-compiler wrote into a generated file's `params.text`, or null (a fragment's file). */
export function operationText(file: string): string | null {
  const match = /"text":\s*("(?:[^"\\]|\\.)*")/.exec(readFileSync(dir + file, 'utf8'));
  return match ? (JSON.parse(match[1]!) as string) : null;
}

/** Every operation relay-compiler wrote for the storefront, by file name. */
export function generatedOperations(): { name: string; text: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql.ts'))
    .flatMap((file) => {
      const text = operationText(file);
      return text ? [{ name: file, text }] : [];
    });
}
