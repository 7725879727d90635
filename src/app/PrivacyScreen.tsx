import { useT } from '../i18n/I18nProvider';
import * as styles from './StaticPage.css';

/** What the shop stores about a shopper, and why. */
export function PrivacyScreen() {
  const t = useT();
  return (
    <article className={styles.page}>
      <h1>{t('privacy.title')}</h1>
      <p className={styles.lead}>{t('privacy.intro')}</p>
      <h2>{t('privacy.dataTitle')}</h2>
      <p>{t('privacy.data')}</p>
      <h2>{t('privacy.storageTitle')}</h2>
      <p>{t('privacy.storage')}</p>
      <h2>{t('privacy.rightsTitle')}</h2>
      <p>{t('privacy.rights')}</p>
    </article>
  );
}
