import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import type { ReactNode, Ref } from 'react';
import * as styles from './Button.css';
import { withBase } from './cx';
import { Spinner } from './Spinner';

export interface ButtonProps extends RACButtonProps {
  /** @default 'primary' */
  variant?: styles.ButtonVariants['variant'];
  /** @default 'md' */
  size?: styles.ButtonVariants['size'];
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** The button element, for a control that moves focus to it. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button. While `isPending` it shows a spinner over the (still announced) label, ignores presses
 * and stays focusable, so screen readers hear "Add to cart, Loading…".
 */
export function Button({ variant, size, fullWidth, className, children, ...props }: ButtonProps) {
  return (
    <RACButton {...props} className={withBase(className, styles.button({ variant, size, fullWidth }))}>
      {composeRenderProps(children, (content, { isPending }) => (
        <ButtonFace isPending={isPending}>{content}</ButtonFace>
      ))}
    </RACButton>
  );
}

/**
 * What a button of the recipe shows: its label, and while pending the spinner over it (the label's paint is hidden
 * under `[data-pending]`, Button.css.ts; it stays in the name). `Button` and `SubmitButton` both draw it.
 */
export function ButtonFace({ children, isPending }: { children: ReactNode; isPending: boolean }) {
  return (
    <>
      <span className={styles.label}>{children}</span>
      {isPending && <Spinner size="sm" className={styles.pendingSpinner} />}
    </>
  );
}
