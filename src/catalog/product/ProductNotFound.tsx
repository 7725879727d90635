import { useT } from '../../i18n/I18nProvider';
import { Link } from '../../ui/Link';
import * as styles from './ProductDetail.css';

/** Spec 8: 'Product not found', for a slug the store does not know. */
export function ProductNotFound() {
  const t = useT();
  return (
    <section className={styles.notFound}>
      <h1 className={styles.notFoundTitle}>{t('product.notFound')}</h1>
      <p>{t('product.notFoundHint')}</p>
      <Link to="/products" variant="button">
        {t('product.browseAll')}
      </Link>
    </section>
  );
}
