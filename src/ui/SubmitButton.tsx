import { useEffect, useRef, type ReactNode } from 'react';
import { ButtonFace } from './Button';
import * as styles from './Button.css';
import { cx } from './cx';
import { announce } from './LiveRegion';

export interface SubmitButtonProps {
  /** The button's label; while pending, what it says of the work under way ("Adding..."). */
  children: string;
  /** The form's work is under way: a spinner over the (still announced) label; presses submit nothing. */
  isPending?: boolean;
  /** Unavailable but focusable, so that `aria-describedby` can say why (an out-of-stock product). */
  'aria-disabled'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  /** @default 'primary' */
  variant?: styles.ButtonVariants['variant'];
  /** @default 'md' */
  size?: styles.ButtonVariants['size'];
  fullWidth?: boolean;
  className?: string;
}

/**
 * A form's submit button where the first tap's speed is what the shopper feels (Add to cart): the browser's own
 * `<button type="submit">`, drawn and announced as `Button` is. Its press is the browser's: no script runs on its
 * pointer events, only the form's submit. `Button` (react-aria-components) handles the press itself (pointer events,
 * a re-render for each press state, a layout forced between them), which took most of a phone's first tap on Add to
 * cart at 4x CPU: 152–160 ms, against 88–112 with this one (tests/bench/addToCartInteraction.mjs).
 *
 * What `Button` gives that the browser does not is kept: the hovered look where the pointer can hover
 * (Button.css.ts), and a pending state that keeps the button focusable (`aria-disabled`), draws the spinner (a
 * progress bar named "Loading…") over the label, which stays in its name, says the new name to a screen reader whose
 * focus is on it, and is of type `button`, so that a second Enter does not submit again. The one look it does not
 * have is the pressed one: the spinner, drawn in the tap's own frame, is the press's answer.
 */
export function SubmitButton({
  children,
  isPending = false,
  variant,
  size,
  fullWidth,
  className,
  ...aria
}: SubmitButtonProps): ReactNode {
  const ref = useRef<HTMLButtonElement>(null);
  // As react-aria's pending button does: its name changes under a screen reader's focus, which most do not re-read.
  // Read from the document when it changes, not kept in state: a re-render on the tap's focus cost the tap.
  useEffect(() => {
    if (isPending && ref.current && document.activeElement === ref.current) announce(children);
  }, [isPending, children]);
  return (
    <button
      ref={ref}
      type={isPending ? 'button' : 'submit'}
      className={cx(styles.button({ variant, size, fullWidth }), className)}
      aria-disabled={isPending || aria['aria-disabled'] ? true : undefined}
      aria-describedby={aria['aria-describedby']}
      data-pending={isPending || undefined}
    >
      <ButtonFace isPending={isPending}>{children}</ButtonFace>
    </button>
  );
}
