import { graphql, useFragment } from 'react-relay';
import type { ProductDetail_product$key } from '../../../__generated__/ProductDetail_product.graphql';
import { WishlistButton } from '../../wishlist/WishlistButton';
import { settings } from '../../settings';
import { AddToCartForm } from './AddToCartForm';
import { ExternalProductButton } from './ExternalProductButton';
import { ProductBreadcrumb } from './ProductBreadcrumb';
import { ProductCategories } from './ProductCategories';
import { ProductDescription } from './ProductDescription';
import { ProductGallery, releaseGallery } from './ProductGallery';
import { ProductPrice } from './ProductPrice';
import { ProductShortDescription } from './ProductShortDescription';
import { ProductSku } from './ProductSku';
import { ProductStock } from './ProductStock';
import { ProductTitle } from './ProductTitle';
import { useAddToCart } from './useAddToCart';
import { useVariationSelection } from './useVariationSelection';
import * as styles from './ProductDetail.css';
import * as metaStyles from './ProductMeta.css';
import { Deferred } from '../../ui/Deferred';
import { ProductReviews } from './ProductReviews';
import { RELATED_PRODUCTS_ID, REVIEW_FORM_TITLE_ID, VARIATION_PICKER_ID } from './productIds';
import { deferredComponent } from '../../ui/deferredHydration';

// Below the fold: text fields, the star radio group, form validation. Its code loads when the form comes near the
// viewport, or the shopper presses in it or tabs into it: half a screen ahead of a scroll, well before a shopper
// can have filled it in. A submit before it has hydrated still posts the page, which answers with the page again.
// Its server HTML is the form its title is inside.
const ReviewForm = deferredComponent(() => import('./ReviewForm'), 'ReviewForm', {
  near: () => document.getElementById(REVIEW_FORM_TITLE_ID)?.closest('form') ?? null,
});
// A variable product's option radios (react-aria's radio group, its focus scope and form validation: 10.6 KB gzip,
// shared with the review form). The server's HTML shows them with the default choice, in view, but their code loads
// when the shopper reaches for them (points at them, presses on them, tabs into them; src/ui/Deferred.tsx), as the
// lists' sort does: a press or an arrow key before it is in is played again on the live radios once it is. A simple
// product renders none and never downloads them.
const VariationPicker = deferredComponent(() => import('./VariationPicker'), 'VariationPicker', {
  near: () => document.getElementById(VARIATION_PICKER_ID),
  onIntent: true,
});
// The related products' cards, at the foot of the page, hydrate when they come near the viewport.
const RelatedProducts = deferredComponent(() => import('./RelatedProducts'), 'RelatedProducts', {
  near: () => document.getElementById(RELATED_PRODUCTS_ID),
});

const fragment = graphql`
  fragment ProductDetail_product on Product {
    ...ProductBreadcrumb_product
    ...ProductGallery_product
    ...ProductTitle_product
    ... on ProductUnion @alias(as: "purchasable") {
      ...ProductPrice_product
      ...ProductStock_product
      ...ProductSku_product
    }
    ...ProductShortDescription_product
    ...useVariationSelection_product
    ...AddToCartForm_product
    ...ProductCategories_product
    ...ProductDescription_product
    ...ProductReviews_product
    ...ReviewForm_product
    databaseId
    name
    ...RelatedProducts_product
    ...VariationPicker_product @alias(as: "variable")
    ...ExternalProductButton_product @alias(as: "external")
  }
`;

/**
 * The product page body: gallery beside name, price, stock, options and add to cart; then description,
 * reviews and related products. Owns the variation choice, which repaints price, stock, SKU and image.
 */
export function ProductDetail({ product }: { product: ProductDetail_product$key }) {
  const data = useFragment(fragment, product);
  const { selection, select, variation } = useVariationSelection(data);
  const { add } = useAddToCart();
  // Every concrete product type is also a ProductUnion; the alias only satisfies the compiler.
  const item = variation ?? data.purchasable;

  return (
    <article className={styles.page}>
      {settings.showBreadcrumbOnSingleProduct && <ProductBreadcrumb product={data} />}
      <div className={styles.top}>
        <ProductGallery product={data} variation={variation} />
        <div className={styles.summary}>
          <ProductTitle product={data} />
          {item && <ProductPrice product={item} />}
          {item && <ProductStock product={item} />}
          <ProductShortDescription product={data} />
          {data.variable && (
            <Deferred
              component={VariationPicker}
              props={{ product: data.variable, selection, onSelect: select, onReach: releaseGallery }}
            />
          )}
          {data.external ? (
            <ExternalProductButton product={data.external} />
          ) : (
            <AddToCartForm product={data} variation={variation} selection={selection} onAdd={add} />
          )}
          {data.databaseId !== undefined && (
            <WishlistButton productId={data.databaseId} name={data.name ?? ''} labelled />
          )}
          <dl className={metaStyles.list}>
            {settings.showSKU && item && <ProductSku product={item} />}
            {settings.showProductCategoriesOnSingleProduct && <ProductCategories product={data} />}
          </dl>
        </div>
      </div>
      <ProductDescription product={data} />
      {settings.showReviews && (
        <ProductReviews product={data}>
          <Deferred component={ReviewForm} props={{ product: data }} />
        </ProductReviews>
      )}
      {settings.showRelatedProducts && <Deferred component={RelatedProducts} props={{ product: data }} />}
    </article>
  );
}
