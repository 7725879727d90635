import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../../src/catalog/product/sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps ordinary store formatting', () => {
    const html = '<p>A <strong>brushed</strong> hoodie.</p><ul><li>Organic</li></ul><a href="/care">Care</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script elements', () => {
    const out = sanitizeHtml('<p>Hi</p><script>alert(1)</script>');
    expect(out).toBe('<p>Hi</p>');
    expect(out).not.toContain('script');
  });

  it('removes event handler attributes', () => {
    const out = sanitizeHtml('<img src="/a.png" onerror="alert(1)"><p onclick="steal()">Text</p>');
    expect(out).not.toMatch(/onerror|onclick|alert|steal/);
    expect(out).toContain('<p>Text</p>');
  });

  it('removes javascript: URLs, inline styles, frames and forms', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">x</a><p style="color:red">y</p><iframe src="https://evil"></iframe><form><input></form>',
    );
    expect(out).not.toMatch(/javascript:|style=|iframe|form|input/);
    expect(out).toContain('<p>y</p>');
  });

  it('gives an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
