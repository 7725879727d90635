import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { withBase } from './cx';
import { Description, FieldError, Label } from './Field';
import * as styles from './Field.css';

export interface TextAreaProps extends RACTextFieldProps {
  /** Visible label; without it pass `aria-label`. */
  label?: string;
  description?: string;
  /** Shown when invalid; defaults to the browser's validation message. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Visible text rows. @default 4 */
  rows?: number;
}

/** A labelled multi-line text input (order note, review). */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  return (
    <RACTextField {...props} className={withBase(className, styles.field)}>
      {label && <Label>{label}</Label>}
      <RACTextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
