import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { useT } from '../i18n/I18nProvider';
import { withBase } from './cx';
import * as styles from './Drawer.css';
import { IconButton } from './IconButton';

export interface DrawerProps extends Omit<ModalOverlayProps, 'children'> {
  /** The edge it slides in from. @default 'right' */
  side?: 'left' | 'right';
  /** Visible heading; it also names the dialog. Without it pass `aria-label`. */
  title?: ReactNode;
  'aria-label'?: string;
  /** Close when the dim overlay is clicked. @default true */
  isDismissable?: boolean;
  /** Content, or a function receiving `close` (for a "Continue shopping" button). */
  children: ReactNode | ((dialog: { close: () => void }) => ReactNode);
}

/**
 * A modal side panel (cart, mobile menu): dim overlay, focus trapped inside and restored on close,
 * Escape closes, page scroll locked. Controlled with `isOpen`/`onOpenChange`, or placed in a
 * `DialogTrigger`.
 */
export function Drawer({
  side,
  title,
  'aria-label': ariaLabel,
  isDismissable = true,
  className,
  children,
  ...props
}: DrawerProps) {
  const t = useT();
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={withBase(className, styles.overlay)}>
      <Modal className={styles.panel({ side })}>
        <Dialog aria-label={ariaLabel} className={styles.dialog}>
          {({ close }) => (
            <>
              <header className={styles.header}>
                {title && (
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                )}
                <IconButton icon="close" aria-label={t('ui.close')} onPress={close} />
              </header>
              <div className={styles.body}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
