import { graphql, useFragment } from 'react-relay';
import type { CategoryCard_category$key } from '../../__generated__/CategoryCard_category.graphql';
import { useT } from '../i18n/I18nProvider';
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

export interface CategoryCardProps {
  category: CategoryCard_category$key;
  /** The first tiles are on a phone's first screen, and one is often its largest image: load it at once. @default false */
  priority?: boolean;
}

/** A category tile: image, name and product count, linking to its list. */
export function CategoryCard({ category, priority = false }: CategoryCardProps) {
  const t = useT();
  const data = useFragment(fragment, category);
  return (
    <Link to="/product-category/$slug" params={{ slug: data.slug ?? '' }} className={styles.card}>
      <Image
        src={data.image?.sourceUrl}
        alt=""
        width={320}
        height={240}
        sizes="(min-width: 1024px) 300px, 45vw"
        priority={priority}
        className={styles.image}
      />
      <span className={styles.text}>
        <span className={styles.name}>{data.name}</span>
        <span className={styles.count}>{t('categories.count', { count: data.count ?? 0 })}</span>
      </span>
    </Link>
  );
}
