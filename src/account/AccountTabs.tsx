import { useNavigate } from '@tanstack/react-router';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import type { AccountTabsQuery } from '../../__generated__/AccountTabsQuery.graphql';
import type { AccountTabs_viewer$key } from '../../__generated__/AccountTabs_viewer.graphql';
import { useT } from '../i18n/I18nProvider';
import { Button } from '../ui/Button';
import { ACCOUNT_TABS, type AccountTab } from './accountTabs';
import { useAuthActor } from '../app/hooks';
import { ChangePasswordForm } from './ChangePasswordForm';
import { CustomerDetails } from './CustomerDetails';
import { DownloadsTab } from './DownloadsTab';
import { OrdersTab } from './OrdersTab';
import { WishlistProducts } from '../wishlist/WishlistProducts';
import * as styles from './Account.css';

const LABELS = {
  details: 'account.tab.details',
  password: 'account.tab.password',
  orders: 'account.tab.orders',
  downloads: 'account.tab.downloads',
  wishlist: 'account.tab.wishlist',
} as const satisfies Record<AccountTab, string>;

// The auth actor loads the viewer once per login (ViewerQuery, which spreads this fragment): the greeting reads the
// store only, and shows once the viewer is there.
const query = graphql`
  query AccountTabsQuery {
    viewer {
      ...AccountTabs_viewer
    }
  }
`;

const fragment = graphql`
  fragment AccountTabs_viewer on User {
    firstName
    username
  }
`;

/** The logged-in account area: one tab per section, the selected one kept in `?tab=`, and Logout. */
export function AccountTabs({ tab = 'details' }: { /** @default 'details' */ tab?: AccountTab | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const actor = useAuthActor();
  const data = useLazyLoadQuery<AccountTabsQuery>(query, {}, { fetchPolicy: 'store-only' });
  const viewer = useFragment<AccountTabs_viewer$key>(fragment, data.viewer ?? null);
  // First name, else username.
  const name = viewer?.firstName || viewer?.username || '';
  const select = (key: Key) => {
    const next = ACCOUNT_TABS.find((name) => name === key) ?? 'details';
    void navigate({ to: '/my-account', search: next === 'details' ? {} : { tab: next }, replace: true });
  };
  return (
    <>
      <div className={styles.actions}>
        {name && <p className={styles.muted}>{t('account.greeting', { name })}</p>}
        <Button variant="secondary" size="sm" onPress={() => actor?.send({ type: 'auth.logout' })}>
          {t('auth.logout')}
        </Button>
      </div>
      <Tabs selectedKey={tab} onSelectionChange={select} className={styles.tabs}>
        <TabList aria-label={t('account.tabs')} className={styles.tabList}>
          {ACCOUNT_TABS.map((name) => (
            <Tab key={name} id={name} className={styles.tab}>
              {t(LABELS[name])}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="details" className={styles.tabPanel}>
          <CustomerDetails />
        </TabPanel>
        <TabPanel id="password" className={styles.tabPanel}>
          <ChangePasswordForm />
        </TabPanel>
        <TabPanel id="orders" className={styles.tabPanel}>
          <OrdersTab />
        </TabPanel>
        <TabPanel id="downloads" className={styles.tabPanel}>
          <DownloadsTab />
        </TabPanel>
        <TabPanel id="wishlist" className={styles.tabPanel}>
          <WishlistProducts />
        </TabPanel>
      </Tabs>
    </>
  );
}
