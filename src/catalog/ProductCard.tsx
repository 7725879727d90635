import { graphql, useFragment } from 'react-relay';
import type { ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql';
import { WishlistButton } from '../wishlist/WishlistButton';
import { useStoreLang, useT } from '../i18n/I18nProvider';
import { Badge } from '../ui/Badge';
import { usePreloadImage } from '../seo/HeadProvider';
import { Image } from '../ui/Image';
import { Link } from '../ui/Link';
import { discountPercent, Price } from '../ui/Price';
import { Rating } from './Rating';
import * as styles from './ProductCard.css';

const fragment = graphql`
  fragment ProductCard_product on ProductUnion {
    databaseId
    name
    slug
    onSale
    averageRating
    reviewCount
    image {
      sourceUrl
    }
    ... on ProductWithPricing {
      price
      regularPrice
      salePrice
    }
  }
`;

const WIDTH = 320;
const SIZES = '(min-width: 1280px) 280px, (min-width: 768px) 30vw, 45vw';

/** A product in a grid: image, sale badge, name, rating and price, linking to the product page. */
export function ProductCard({
  product,
  priority = false,
  preload = false,
  headingLevel = 2,
}: {
  product: ProductCard_product$key;
  /** The card title's heading level under its section. @default 2 */
  headingLevel?: 2 | 3;
  /** The first cards of a page are above the fold: load their images eagerly. @default false */
  priority?: boolean;
  /**
   * The first card: its image is also preloaded from the head, ahead of the modules, so on a slow line the likely
   * LCP image does not queue behind them (the head keeps one image preload). @default false
   */
  preload?: boolean;
}) {
  const data = useFragment(fragment, product);
  usePreloadImage(preload ? { src: data.image?.sourceUrl, width: WIDTH, sizes: SIZES } : null);
  const t = useT();
  const storeLang = useStoreLang();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const discount = data.onSale ? discountPercent(data.regularPrice, data.salePrice) : undefined;
  return (
    <article className={styles.card}>
      <Link to="/product/$slug" params={{ slug: data.slug ?? '' }} className={styles.link}>
        <div className={styles.media}>
          <Image
            src={data.image?.sourceUrl}
            // The name below is the link's text; repeating it as alt text would read it twice.
            alt=""
            width={WIDTH}
            height={320}
            sizes={SIZES}
            priority={priority || preload}
            className={styles.image}
          />
        </div>
        <Heading className={styles.name} lang={storeLang}>
          {data.name}
        </Heading>
        {/* After the name in reading order ("Linen Apron -20%"); CSS places it over the image's corner. */}
        {discount !== undefined && (
          <Badge tone="sale" className={styles.badge}>
            {t('product.saleBadge', { percent: discount })}
          </Badge>
        )}
      </Link>
      <div className={styles.wishlist}>
        <WishlistButton productId={data.databaseId} name={data.name ?? ''} />
      </div>
      {(data.reviewCount ?? 0) > 0 && (
        <Rating value={data.averageRating ?? 0} count={data.reviewCount ?? 0} size="sm" />
      )}
      <Price
        price={data.price}
        regularPrice={data.regularPrice}
        salePrice={data.salePrice}
        onSale={Boolean(data.onSale)}
        className={styles.price}
      />
    </article>
  );
}
