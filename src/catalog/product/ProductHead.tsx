import { graphql, useFragment } from 'react-relay';
import type { ProductHead_product$key } from '../../../__generated__/ProductHead_product.graphql';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { usePageHead, useSiteUrl } from '../../seo/HeadProvider';
import { absoluteUrl, localizedUrl } from '../../seo/pageHead';
import { productJsonLd } from '../../seo/productJsonLd';
import { breadcrumbJsonLd, DESCRIPTION_LENGTH, plainText, truncate } from '../../seo/structuredData';

const fragment = graphql`
  fragment ProductHead_product on Product {
    name
    slug
    sku
    shortDescription
    description
    averageRating
    reviewCount
    image {
      sourceUrl
    }
    productCategories {
      nodes {
        name
        slug
      }
    }
    ... on ProductWithPricing {
      price
    }
    ... on InventoriedProduct {
      stockStatus
    }
  }
`;

/** Schema.org allows long descriptions; this keeps the HTML of a long product page reasonable. */
const JSON_LD_DESCRIPTION_LENGTH = 2000;

/**
 * The product page's head: the product name as title, its short description, the canonical product URL,
 * the image for sharing, and Product and BreadcrumbList JSON-LD (the trail the visible breadcrumb shows).
 */
export function ProductHead({ product }: { product: ProductHead_product$key }) {
  const data = useFragment(fragment, product);
  const t = useT();
  const { locale } = useLocale();
  const siteUrl = useSiteUrl() ?? '';
  const name = data.name ?? '';
  const path = `/product/${encodeURIComponent(data.slug ?? '')}`;
  const url = localizedUrl(siteUrl, path, locale);
  const summary = plainText(data.shortDescription) || plainText(data.description);
  const image = data.image?.sourceUrl ? absoluteUrl(siteUrl, data.image.sourceUrl) : undefined;
  const category = data.productCategories?.nodes.find((node) => node.slug);
  const trail = [
    { name: t('product.breadcrumb.home'), url: localizedUrl(siteUrl, '/', locale) },
    ...(category
      ? [
          {
            name: category.name ?? '',
            url: localizedUrl(
              siteUrl,
              `/product-category/${encodeURIComponent(category.slug ?? '')}`,
              locale,
            ),
          },
        ]
      : []),
    { name, url },
  ];
  usePageHead({
    title: name,
    description: truncate(summary, DESCRIPTION_LENGTH) || t('seo.description.product', { name }),
    path,
    type: 'product',
    image,
    jsonLd: [
      productJsonLd({
        name,
        url,
        image,
        sku: data.sku,
        description: truncate(plainText(data.description) || summary, JSON_LD_DESCRIPTION_LENGTH),
        price: data.price,
        stockStatus: data.stockStatus,
        averageRating: data.averageRating,
        reviewCount: data.reviewCount,
      }),
      breadcrumbJsonLd(trail),
    ],
  });
  return null;
}
