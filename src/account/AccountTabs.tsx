import { useNavigate } from '@tanstack/react-router';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useT } from '../i18n/I18nProvider';
import { Button } from '../ui/Button';
import { ACCOUNT_TABS, type AccountTab } from './accountTabs';
import { useAuthActor, useViewer } from '../app/hooks';
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

/** The logged-in account area: one tab per section, the selected one kept in `?tab=`, and Logout. */
export function AccountTabs({ tab = 'details' }: { /** @default 'details' */ tab?: AccountTab | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const actor = useAuthActor();
  const viewer = useViewer();
  const select = (key: Key) => {
    const next = ACCOUNT_TABS.find((name) => name === key) ?? 'details';
    void navigate({ to: '/my-account', search: next === 'details' ? {} : { tab: next }, replace: true });
  };
  return (
    <>
      <div className={styles.actions}>
        {viewer && <p className={styles.muted}>{t('account.greeting', { name: viewer.name })}</p>}
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
