import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from '../../../src/ui/Image';
import { fitWidth, imageSources, imageUrl, IMAGE_WIDTHS } from '../../../src/ui/imageSources';

const SRC = 'https://shop.example/wp-content/uploads/hoodie.jpg';
const encoded = encodeURIComponent(SRC);

describe('imageSources', () => {
  it('builds the /_image URL with the encoded source and the width', () => {
    expect(imageUrl(SRC, 640)).toBe(`/_image?src=${encoded}&w=640`);
  });

  it('with sizes lists every spec width as a w candidate', () => {
    const { srcSet, sizes, src } = imageSources({
      src: SRC,
      width: 300,
      sizes: '(min-width: 1024px) 25vw, 50vw',
    });
    expect(IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(srcSet?.split(', ')).toEqual(IMAGE_WIDTHS.map((w) => `/_image?src=${encoded}&w=${w} ${w}w`));
    expect(sizes).toBe('(min-width: 1024px) 25vw, 50vw');
    expect(src).toBe(`/_image?src=${encoded}&w=320`);
  });

  it('without sizes gives 1x and 2x candidates rounded up to spec widths', () => {
    const { srcSet } = imageSources({ src: SRC, width: 300 });
    expect(srcSet).toBe(`/_image?src=${encoded}&w=320 1x, /_image?src=${encoded}&w=640 2x`);
  });

  it('caps at the largest spec width', () => {
    expect(fitWidth(5000)).toBe(1536);
    expect(fitWidth(700)).toBe(768);
  });

  it('falls back to the placeholder without a source and passes data URLs through', () => {
    expect(imageSources({ src: null, width: 300 })).toEqual({ src: '/images/placeholder.jpg' });
    expect(imageSources({ src: '', width: 300 })).toEqual({ src: '/images/placeholder.jpg' });
    expect(imageSources({ src: 'data:image/gif;base64,R0lGOD', width: 1 })).toEqual({
      src: 'data:image/gif;base64,R0lGOD',
    });
  });
});

describe('Image', () => {
  it('renders a lazy, async, sized img with a srcset', () => {
    render(<Image src={SRC} alt="Blue hoodie" width={400} height={500} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Blue hoodie' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('500');
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('srcset')).toContain(`/_image?src=${encoded}&w=1536 1536w`);
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads eagerly with high priority when priority is set', () => {
    render(<Image src={SRC} alt="Hero" width={1280} height={600} priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the placeholder when the product has no image', () => {
    render(<Image src={undefined} alt="Mystery product" width={300} height={300} />);
    const img = screen.getByRole('img', { name: 'Mystery product' });
    expect(img.getAttribute('src')).toBe('/images/placeholder.jpg');
    expect(img.getAttribute('srcset')).toBeNull();
  });

  it('swaps to the placeholder when the image fails to load', () => {
    render(<Image src={SRC} alt="Broken" width={300} height={300} />);
    const img = screen.getByRole('img', { name: 'Broken' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/images/placeholder.jpg');
  });
});
