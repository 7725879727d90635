import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateResolverTypes, OUTPUT_FILE } from '../../server/codegen.ts';

describe('the resolver types generated from the schema', () => {
  it('are fresh: server/__generated__/resolvers.ts is what server/codegen.ts writes now', async () => {
    const fresh = readFileSync(OUTPUT_FILE, 'utf8') === (await generateResolverTypes());
    expect(fresh, 'server/__generated__/resolvers.ts is stale: run `npm run codegen:server`').toBe(true);
  });
});
