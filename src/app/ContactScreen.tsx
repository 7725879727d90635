import { useT } from '../i18n/I18nProvider';
import { StyledLink } from '../ui/Link';
import * as styles from './StaticPage.css';

/** How to reach the shop. */
export function ContactScreen() {
  const t = useT();
  return (
    <article className={styles.page}>
      <h1>{t('contact.title')}</h1>
      <p className={styles.lead}>{t('contact.intro')}</p>
      <dl className={styles.details}>
        <dt>{t('contact.email')}</dt>
        <dd>
          <StyledLink href="mailto:hello@example.com">hello@example.com</StyledLink>
        </dd>
        <dt>{t('contact.phone')}</dt>
        <dd>
          <StyledLink href="tel:+4930123456">+49 30 123456</StyledLink>
        </dd>
        <dt>{t('contact.hours')}</dt>
        <dd>{t('contact.hoursValue')}</dd>
      </dl>
    </article>
  );
}
