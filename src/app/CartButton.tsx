import { useT } from '../i18n/I18nProvider';
import { Badge } from '../ui/Badge';
import { Icon } from '../ui/Icon';
import { Button } from '../ui/Button';
import * as styles from './Header.css';
import { useShell } from './shell';

/** Opens the cart panel; the badge shows the item count only when it is above 0 (spec 2). */
export function CartButton({ count = 0 }: { count?: number }) {
  const t = useT();
  const shell = useShell();
  return (
    <Button
      variant="ghost"
      className={styles.cartButton}
      aria-label={t('shell.cart.open', { count })}
      onPress={() => shell.send({ type: 'shell.cart.open' })}
    >
      <Icon name="cart" />
      {count > 0 && (
        <Badge className={styles.cartBadge} aria-hidden="true">
          {count}
        </Badge>
      )}
    </Button>
  );
}
