/**
 * The reference store's product and category artwork: an SVG drawn from a media row's stored description (shape,
 * colours, variant), which server/images.ts renders to PNG.
 */

/** The width and height of an original, in pixels (media rows without their own size). */
export const ORIGINAL_SIZE = 1600;

export interface Art {
  shape: string;
  color: string;
  accent: string;
  variant: number;
}

export function isArt(value: unknown): value is Art {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.shape === 'string' &&
    typeof v.color === 'string' &&
    typeof v.accent === 'string' &&
    typeof v.variant === 'number'
  );
}

function mix(hex: string, other: string, amount: number): string {
  const parse = (h: string): number[] => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) || 0);
  const a = parse(hex);
  const b = parse(other);
  return (
    '#' +
    a
      .map((c, i) =>
        Math.round(c + ((b[i] ?? 0) - c) * amount)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/**
 * Builds the SVG artwork for a product or category: a soft gradient ground with one bold shape. No SVG filter:
 * a drop-shadow blur made each 1600 px original cost about 2 s of CPU instead of 0.3 s.
 */
export function artworkSvg(art: Art, size = ORIGINAL_SIZE): string {
  const c = art.color;
  const light = mix(c, '#ffffff', 0.82);
  const mid = mix(c, '#ffffff', 0.55);
  const dark = mix(c, '#000000', 0.25);
  const acc = art.accent;
  const rot = (art.variant * 37) % 360;
  const s = size;
  const h = s / 2;
  const shapes: Record<string, string> = {
    orb: `<circle cx="${h}" cy="${h}" r="${s * 0.3}" fill="url(#g2)"/><circle cx="${h - s * 0.09}" cy="${h - s * 0.1}" r="${s * 0.07}" fill="${light}" opacity=".55"/>`,
    rings: `<g fill="none" stroke-width="${s * 0.05}"><circle cx="${h - s * 0.12}" cy="${h}" r="${s * 0.2}" stroke="${c}"/><circle cx="${h + s * 0.12}" cy="${h}" r="${s * 0.2}" stroke="${acc}" opacity=".9"/></g>`,
    arch: `<path d="M${s * 0.25} ${s * 0.8} V${s * 0.45} A${s * 0.25} ${s * 0.25} 0 0 1 ${s * 0.75} ${s * 0.45} V${s * 0.8} Z" fill="url(#g2)"/><rect x="${s * 0.2}" y="${s * 0.78}" width="${s * 0.6}" height="${s * 0.04}" rx="${s * 0.02}" fill="${acc}"/>`,
    blocks: `<rect x="${s * 0.22}" y="${s * 0.3}" width="${s * 0.3}" height="${s * 0.45}" rx="${s * 0.03}" fill="${c}"/><rect x="${s * 0.46}" y="${s * 0.22}" width="${s * 0.32}" height="${s * 0.32}" rx="${s * 0.03}" fill="${acc}" opacity=".92"/><rect x="${s * 0.46}" y="${s * 0.58}" width="${s * 0.32}" height="${s * 0.17}" rx="${s * 0.03}" fill="${dark}"/>`,
    wave: `<path d="M0 ${s * 0.62} C ${s * 0.25} ${s * 0.48}, ${s * 0.45} ${s * 0.78}, ${s} ${s * 0.56} V${s} H0 Z" fill="${c}"/><path d="M0 ${s * 0.74} C ${s * 0.3} ${s * 0.62}, ${s * 0.6} ${s * 0.9}, ${s} ${s * 0.7} V${s} H0 Z" fill="${acc}" opacity=".85"/><circle cx="${s * 0.7}" cy="${s * 0.3}" r="${s * 0.09}" fill="${acc}"/>`,
    diamond: `<g transform="rotate(45 ${h} ${h})"><rect x="${s * 0.3}" y="${s * 0.3}" width="${s * 0.4}" height="${s * 0.4}" rx="${s * 0.04}" fill="url(#g2)"/></g><circle cx="${h}" cy="${h}" r="${s * 0.06}" fill="${acc}"/>`,
    pill: `<g transform="rotate(-20 ${h} ${h})"><rect x="${s * 0.18}" y="${s * 0.38}" width="${s * 0.64}" height="${s * 0.24}" rx="${s * 0.12}" fill="url(#g2)"/><rect x="${s * 0.5}" y="${s * 0.38}" width="${s * 0.32}" height="${s * 0.24}" rx="${s * 0.12}" fill="${acc}" opacity=".9"/></g>`,
    card: `<g transform="rotate(-8 ${h} ${h})"><rect x="${s * 0.24}" y="${s * 0.2}" width="${s * 0.52}" height="${s * 0.62}" rx="${s * 0.03}" fill="${c}"/><rect x="${s * 0.3}" y="${s * 0.28}" width="${s * 0.4}" height="${s * 0.06}" rx="${s * 0.02}" fill="${acc}"/><rect x="${s * 0.3}" y="${s * 0.4}" width="${s * 0.28}" height="${s * 0.03}" rx="${s * 0.015}" fill="${light}" opacity=".7"/></g>`,
    leaf: `<path d="M${h} ${s * 0.18} C ${s * 0.82} ${s * 0.3}, ${s * 0.8} ${s * 0.7}, ${h} ${s * 0.84} C ${s * 0.2} ${s * 0.7}, ${s * 0.18} ${s * 0.3}, ${h} ${s * 0.18} Z" fill="url(#g2)"/><path d="M${h} ${s * 0.24} V${s * 0.8}" stroke="${acc}" stroke-width="${s * 0.012}"/>`,
  };
  const shape = shapes[art.shape] ?? shapes.orb!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
<defs>
<linearGradient id="g1" x1="0" y1="0" x2="1" y2="1" gradientTransform="rotate(${rot % 90} .5 .5)"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<linearGradient id="g2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(c, '#ffffff', 0.15)}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
</defs>
<rect width="${s}" height="${s}" fill="url(#g1)"/>
<ellipse cx="${h}" cy="${s * 0.86}" rx="${s * 0.28}" ry="${s * 0.035}" fill="#000" opacity=".08"/>
<g transform="rotate(${art.variant ? ((art.variant * 11) % 24) - 12 : 0} ${h} ${h})">${shape}</g>
</svg>`;
}
