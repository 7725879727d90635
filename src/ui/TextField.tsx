import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { withBase } from './cx';
import { Description, FieldError, Label } from './Field';
import * as styles from './Field.css';

export interface TextFieldProps extends RACTextFieldProps {
  /** Visible label; without it pass `aria-label`. */
  label?: string;
  description?: string;
  /** Shown when invalid; defaults to the browser's validation message. May hold marked-up store text. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => string);
  placeholder?: string;
}

/** A labelled single-line text input with description and validation message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={withBase(className, styles.field)}>
      {label && <Label>{label}</Label>}
      <Input className={styles.input} placeholder={placeholder} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
