import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutHash } from '../../../scripts/slimRelayPlugin';

describe("the client build's compiled artifacts", () => {
  it('leave out the digest of their text, and nothing else', () => {
    const artifact = readFileSync(
      new URL('../../../__generated__/ProductGallery_product.graphql.ts', import.meta.url),
      'utf8',
    );
    expect(artifact).toMatch(/^\(node as any\)\.hash = "[0-9a-f]{32}";$/m);
    const slim = withoutHash(artifact);
    expect(slim).not.toContain('.hash');
    expect(artifact.replace(/^\(node as any\)\.hash = "[0-9a-f]{32}";$/m, '')).toBe(slim);
    expect(slim).toContain('export default node;');
  });
});
