import { useEffect, useState } from 'react';
import { useT } from '../i18n/I18nProvider';
import { Icon } from '../ui/Icon';
import { IconButton } from '../ui/IconButton';
import { Menu, MenuItem, MenuLinkItem, MenuSeparator, MenuTrigger } from '../ui/Menu';
import { useAuthActor, useViewer } from '../app/hooks';
import * as styles from './Account.css';

/** The logged-in customer's avatar, opening Wishlist, My Account and Logout (spec 2). */
export function AvatarMenu() {
  const t = useT();
  const viewer = useViewer();
  const actor = useAuthActor();
  const [loaded, setLoaded] = useState<string | null>(null);
  const avatarUrl = viewer?.avatarUrl ?? null;
  // The avatar service may be slow or unreachable: load the picture off-document (it never delays the page's load
  // event) and show it only once it has arrived; until then, and on failure, the initial stands in.
  useEffect(() => {
    if (!avatarUrl) return;
    const image = new Image();
    image.onload = () => setLoaded(avatarUrl);
    image.src = avatarUrl;
    return () => {
      image.onload = null;
    };
  }, [avatarUrl]);
  const avatar =
    avatarUrl && loaded === avatarUrl ? (
      <img src={avatarUrl} alt="" className={styles.avatar} width={28} height={28} />
    ) : viewer?.name ? (
      <span aria-hidden="true" className={styles.avatarInitial}>
        {viewer.name.charAt(0).toUpperCase()}
      </span>
    ) : (
      <Icon name="user" />
    );
  return (
    <MenuTrigger>
      <IconButton icon={avatar} round aria-label={t('account.menu.label', { name: viewer?.name ?? '' })} />
      <Menu aria-label={t('account.menu.title')}>
        <MenuLinkItem to="/my-account" search={{ tab: 'wishlist' }}>
          {t('shell.menu.wishlist')}
        </MenuLinkItem>
        <MenuLinkItem to="/my-account" search={{}}>
          {t('shell.menu.account')}
        </MenuLinkItem>
        <MenuSeparator />
        <MenuItem onAction={() => actor?.send({ type: 'auth.logout' })}>{t('auth.logout')}</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
