import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  type ListBoxItemProps,
  type SelectProps as RACSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { useEffect, useRef, type ReactNode } from 'react';
import { cx, withBase } from './cx';
import { Description, FieldError, Label } from './Field';
import * as fieldStyles from './Field.css';
import { Icon } from './Icon';
import * as popoverStyles from './Popover.css';
import * as styles from './Select.css';

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children'> {
  /** Visible label; without it pass `aria-label`. */
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Options for a dynamic collection; pair with a render function as children. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function of each item in `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/** A dropdown of options (sort order, country, variation attribute). */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  const trigger = useRef<HTMLButtonElement>(null);
  const invalid = Boolean(props.isInvalid);
  // react-aria's Button passes no aria-invalid through; the trigger is the control, so it carries the state.
  useEffect(() => {
    if (invalid) trigger.current?.setAttribute('aria-invalid', 'true');
    else trigger.current?.removeAttribute('aria-invalid');
  }, [invalid]);
  return (
    <RACSelect {...props} className={withBase(className, fieldStyles.field)}>
      {/* The trigger is named by its value and this label already; hidden, the label is not read a second time. */}
      {label && <Label aria-hidden="true">{label}</Label>}
      <Button className={styles.trigger} ref={trigger}>
        <SelectValue className={styles.value} />
        <Icon name="chevronDown" />
      </Button>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={popoverStyles.popover}>
        <ListBox items={items} className={popoverStyles.list}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

/** One option of a `Select`; give it an `id` (the selected key) and text children. */
export function SelectItem<T extends object>({ className, ...props }: ListBoxItemProps<T>) {
  return <ListBoxItem {...props} className={withBase(className, cx(popoverStyles.item))} />;
}
