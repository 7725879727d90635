import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  composeRenderProps,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps,
  type ValidationResult,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { withBase } from './cx';
import { Description, FieldError, Label } from './Field';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  /** Visible group label; without it pass `aria-label`. */
  label?: string;
  /** The label's language when it is the store's text in another language than the page's. */
  labelLang?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** `Radio` elements. */
  children: ReactNode;
}

/** A single choice among a few visible options (shipping method, payment method). */
export function RadioGroup({
  label,
  labelLang,
  description,
  errorMessage,
  className,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={withBase(className, styles.group)}>
      {label && <Label lang={labelLang}>{label}</Label>}
      <div className={styles.items}>{children}</div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}

export type { RadioProps };

/** One option of a `RadioGroup`; its children are the label. */
export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={withBase(className, styles.radio)}>
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.dot} aria-hidden="true" />
          {content}
        </>
      ))}
    </RACRadio>
  );
}
