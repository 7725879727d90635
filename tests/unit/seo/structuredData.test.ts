import { describe, expect, it } from 'vitest';
import { productJsonLd, type ProductData } from '../../../src/seo/productJsonLd';
import { breadcrumbJsonLd, plainText, truncate } from '../../../src/seo/structuredData';

const hoodie: ProductData = {
  name: 'Everyday Hoodie',
  url: 'https://shop.example/product/everyday-hoodie',
  image: 'https://shop.example/images/products/10.png',
  sku: 'HOOD',
  description: 'Heavyweight organic cotton.',
  price: '€59.00',
  stockStatus: 'IN_STOCK',
  averageRating: 4.5,
  reviewCount: 2,
};

describe('productJsonLd', () => {
  it('describes the product with an EUR offer, its availability and its URL', () => {
    expect(productJsonLd(hoodie)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Everyday Hoodie',
      image: ['https://shop.example/images/products/10.png'],
      sku: 'HOOD',
      description: 'Heavyweight organic cotton.',
      url: 'https://shop.example/product/everyday-hoodie',
      offers: {
        '@type': 'Offer',
        price: '59.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/product/everyday-hoodie',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('maps every stock status to its schema.org availability', () => {
    const availability = (stockStatus: string) =>
      (productJsonLd({ ...hoodie, stockStatus }).offers as { availability?: string }).availability;
    expect(availability('OUT_OF_STOCK')).toBe('https://schema.org/OutOfStock');
    expect(availability('ON_BACKORDER')).toBe('https://schema.org/BackOrder');
    expect(availability('SOMETHING_NEW')).toBeUndefined();
  });

  it('gives a variable product’s price range as an AggregateOffer', () => {
    expect(productJsonLd({ ...hoodie, price: '€59.00 - €63.00' }).offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '59.00',
      highPrice: '63.00',
      priceCurrency: 'EUR',
    });
    expect(productJsonLd({ ...hoodie, price: '10.00, 20.00' }).offers).toMatchObject({
      lowPrice: '10.00',
      highPrice: '20.00',
    });
  });

  it('leaves out the rating without reviews, and the offer without a price', () => {
    const bare = productJsonLd({ ...hoodie, reviewCount: 0, averageRating: 0, price: null, sku: null });
    expect(bare).not.toHaveProperty('aggregateRating');
    expect(bare).not.toHaveProperty('offers');
    expect(bare).not.toHaveProperty('sku');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://shop.example/' },
        { name: 'Clothing', url: 'https://shop.example/product-category/clothing' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Clothing',
          item: 'https://shop.example/product-category/clothing',
        },
      ],
    });
  });
});

describe('plainText and truncate', () => {
  it('drops tags, scripts and styles, decodes entities and collapses whitespace', () => {
    expect(
      plainText(
        '<p>Soft &amp; warm&nbsp;cotton.</p>\n<script>alert(1)</script><p>&#8364;5 &euro; &#x41;</p>',
      ),
    ).toBe('Soft & warm cotton. €5 € A');
    expect(plainText(null)).toBe('');
  });

  it('cuts at a word boundary with an ellipsis', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('one two three four five', 14)).toBe('one two three…');
    expect(truncate('one two three four five', 14).length).toBeLessThanOrEqual(14);
  });
});
