import {
  Button,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { withBase } from './cx';
import { Description, FieldError, Label } from './Field';
import * as fieldStyles from './Field.css';
import { Icon } from './Icon';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends RACNumberFieldProps {
  /** Visible label; without it pass `aria-label`. */
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/**
 * A number input with − and + steppers (cart quantity). The steppers get translated
 * "Decrease"/"Increase" names from react-aria; set `minValue`, `maxValue` and `step`.
 */
export function NumberField({ label, description, errorMessage, className, ...props }: NumberFieldProps) {
  return (
    <RACNumberField {...props} className={withBase(className, fieldStyles.field)}>
      {label && <Label>{label}</Label>}
      <Group className={fieldStyles.group}>
        <Button slot="decrement" className={styles.stepper}>
          <Icon name="minus" size={16} />
        </Button>
        <Input className={styles.input} />
        <Button slot="increment" className={styles.stepper}>
          <Icon name="plus" size={16} />
        </Button>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACNumberField>
  );
}
