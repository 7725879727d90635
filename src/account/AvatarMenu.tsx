import { useEffect, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { AvatarMenuQuery } from '../../__generated__/AvatarMenuQuery.graphql';
import type { AvatarMenu_viewer$key } from '../../__generated__/AvatarMenu_viewer.graphql';
import { useT } from '../i18n/I18nProvider';
import { Icon } from '../ui/Icon';
import { IconButton } from '../ui/IconButton';
import { Menu, MenuItem, MenuLinkItem, MenuSeparator, MenuTrigger } from '../ui/Menu';
import { useAuthActor } from '../app/hooks';
import * as styles from './Account.css';

// The auth actor loads the viewer once per login (ViewerQuery, which spreads this fragment): the menu reads the
// store only, and shows the generic avatar until the viewer is there.
const query = graphql`
  query AvatarMenuQuery {
    viewer {
      ...AvatarMenu_viewer
    }
  }
`;

const fragment = graphql`
  fragment AvatarMenu_viewer on User {
    firstName
    username
    avatar {
      url
    }
  }
`;

/** The logged-in customer's avatar, opening Wishlist, My Account and Logout (spec 2). */
export function AvatarMenu() {
  const t = useT();
  const data = useLazyLoadQuery<AvatarMenuQuery>(query, {}, { fetchPolicy: 'store-only' });
  const viewer = useFragment<AvatarMenu_viewer$key>(fragment, data.viewer ?? null);
  const actor = useAuthActor();
  const [loaded, setLoaded] = useState<string | null>(null);
  const avatarUrl = viewer?.avatar?.url ?? null;
  // First name, else username.
  const name = viewer?.firstName || viewer?.username || '';
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
    ) : name ? (
      <span aria-hidden="true" className={styles.avatarInitial}>
        {name.charAt(0).toUpperCase()}
      </span>
    ) : (
      <Icon name="user" />
    );
  return (
    <MenuTrigger>
      <IconButton icon={avatar} round aria-label={t('account.menu.label', { name })} />
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
