import { useLocation, type ErrorComponentProps } from '@tanstack/react-router';
import { useT } from '../i18n/I18nProvider';
import { Link } from '../ui/Link';
import { ContentHydrated } from './contentHydration';
import * as styles from './ErrorScreen.css';

/** Spec 2: 'Error {statusCode}' (default 404), the message or 'An unexpected error occurred.', and a way home. */
function ErrorPage({ statusCode = 404, message }: { statusCode?: number; message?: string }) {
  const t = useT();
  return (
    <section className={styles.error}>
      <p className={styles.code} aria-hidden="true">
        {statusCode}
      </p>
      <h1>{t('error.title', { statusCode })}</h1>
      <p className={styles.message}>{message ?? t('error.unexpected')}</p>
      <Link to="/" variant="button">
        {t('error.home')}
      </Link>
      <ContentHydrated />
    </section>
  );
}

/** Unknown routes and failed parameter validation: 'Page not found' plus the path. */
export function NotFoundScreen() {
  const t = useT();
  const { pathname } = useLocation();
  return <ErrorPage statusCode={404} message={t('error.notFound', { path: pathname })} />;
}

export function ErrorScreen({ error }: ErrorComponentProps) {
  return (
    <ErrorPage
      statusCode={500}
      message={error instanceof Error && error.message ? error.message : undefined}
    />
  );
}
