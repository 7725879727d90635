import { graphql, useFragment } from 'react-relay';
import type { CategoryCard_category$key } from '../../__generated__/CategoryCard_category.graphql';
import { useStoreLang, useT } from '../i18n/I18nProvider';
import { usePreloadImage } from '../seo/HeadProvider';
import { Image } from '../ui/Image';
import { Link } from '../ui/Link';
import * as styles from './CategoryCard.css';

const fragment = graphql`
  fragment CategoryCard_category on ProductCategory {
    name
    slug
    count
    image {
      sourceUrl
    }
  }
`;

const WIDTH = 320;
const SIZES = '(min-width: 1024px) 300px, 45vw';

export interface CategoryCardProps {
  category: CategoryCard_category$key;
  /** The first tiles are on a phone's first screen, and one is often its largest image: load it at once. @default false */
  priority?: boolean;
  /**
   * The first tile: its image is also preloaded from the head, ahead of the modules, so on a slow line the likely
   * LCP image does not queue behind them (the head keeps one image preload). @default false
   */
  preload?: boolean;
}

/** A category tile: image, name and product count, linking to its list. */
export function CategoryCard({ category, priority = false, preload = false }: CategoryCardProps) {
  const t = useT();
  const storeLang = useStoreLang();
  const data = useFragment(fragment, category);
  usePreloadImage(preload ? { src: data.image?.sourceUrl, width: WIDTH, sizes: SIZES } : null);
  return (
    <Link to="/product-category/$slug" params={{ slug: data.slug ?? '' }} className={styles.card}>
      <Image
        src={data.image?.sourceUrl}
        alt=""
        width={WIDTH}
        height={240}
        sizes={SIZES}
        priority={priority || preload}
        className={styles.image}
      />
      <span className={styles.text}>
        <span className={styles.name} lang={storeLang}>
          {data.name}
        </span>
        <span className={styles.count}>{t('categories.count', { count: data.count ?? 0 })}</span>
      </span>
    </Link>
  );
}
