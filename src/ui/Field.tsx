import {
  FieldError as RACFieldError,
  Label as RACLabel,
  Text,
  type FieldErrorProps,
  type LabelProps,
  type TextProps,
} from 'react-aria-components';
import { cx, withBase } from './cx';
import * as styles from './Field.css';

/** A field label; react-aria links it to its control through context. */
export function Label({ className, ...props }: LabelProps) {
  return <RACLabel {...props} className={cx(styles.label, className)} />;
}

/** Help text under a control, announced as its description. */
export function Description({ className, ...props }: Omit<TextProps, 'slot'>) {
  return <Text {...props} slot="description" className={cx(styles.description, className)} />;
}

/** The validation message of the surrounding field; renders only when the field is invalid. */
export function FieldError({ className, ...props }: FieldErrorProps) {
  return <RACFieldError {...props} className={withBase(className, styles.error)} />;
}
