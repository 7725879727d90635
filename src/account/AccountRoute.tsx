import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AccountRouteQuery } from '../../__generated__/AccountRouteQuery.graphql';
import { useT } from '../i18n/I18nProvider';
import { useAuthStatus, useStorefrontNow } from '../app/hooks';
import { LoginForm } from './LoginForm';
import { Centered } from '../ui/QueryBoundary';
import { RegisterForm } from './RegisterForm';
import { SocialLoginButtons } from './SocialLoginButtons';
import * as styles from './Account.css';

// A customer's tabs (orders, downloads, addresses with their country select, details, password, wishlist) load once
// someone is logged in: a visitor's login and registration forms do not need them.
const AccountTabs = lazy(async () => ({ default: (await import('./AccountTabs')).AccountTabs }));

export const accountRouteQuery = graphql`
  query AccountRouteQuery {
    ...SocialLoginButtons_query
  }
`;

const route = getRouteApi('/my-account');

/**
 * `/my-account`: the login and registration forms for visitors, the account tabs for customers. Which one shows is
 * known only after hydration (the tokens are in browser storage), so the server renders a spinner.
 */
export function AccountRoute() {
  const queryRef = route.useLoaderData();
  const { tab } = route.useSearch();
  const status = useAuthStatus();
  // Whether someone is logged in is the auth actor's to say: the system starts at once here.
  useStorefrontNow();
  const t = useT();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('account.title')}</h1>
      {status === 'unknown' && <Centered />}
      {status === 'guest' && <GuestAccount queryRef={queryRef} />}
      {status === 'authenticated' && (
        <Suspense fallback={<Centered />}>
          <AccountTabs tab={tab} />
        </Suspense>
      )}
    </div>
  );
}

function GuestAccount({ queryRef }: { queryRef: PreloadedQuery<AccountRouteQuery> }) {
  const data = usePreloadedQuery<AccountRouteQuery>(accountRouteQuery, queryRef);
  const [lastForm, setLastForm] = useState<'login' | 'register'>('login');
  return (
    <div className={styles.columns}>
      <section className={styles.card}>
        <LoginForm showError={lastForm === 'login'} onSubmit={() => setLastForm('login')} />
        <SocialLoginButtons query={data} />
      </section>
      <section className={styles.card}>
        <RegisterForm showError={lastForm === 'register'} onSubmit={() => setLastForm('register')} />
      </section>
    </div>
  );
}
