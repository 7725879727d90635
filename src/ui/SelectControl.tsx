import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  type Key,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { cx } from './cx';
import { Description, FieldError, Label } from './Field';
import * as fieldStyles from './Field.css';
import { Icon } from './Icon';
import * as popoverStyles from './Popover.css';
import * as styles from './Select.css';

/** One option, as `Select` (./Select) reads it from its `SelectItem` children. */
export interface SelectOption {
  id: Key;
  /** What type-ahead and the form's hidden select match; the text of `content` when that is a string. */
  textValue: string;
  content: ReactNode;
}

export interface SelectControlProps extends Omit<
  RACSelectProps<SelectOption>,
  'children' | 'items' | 'className' | 'style'
> {
  label?: string | undefined;
  description?: string | undefined;
  errorMessage?: string | undefined;
  className?: string | undefined;
  options: readonly SelectOption[];
  /** Takes the focus as it mounts: the light trigger it replaces had it (./Select). */
  focusOnMount: boolean;
}

/**
 * react-aria's Select with its list box and popover: the live widget `Select` (./Select) loads when the shopper
 * reaches for it, and renders in place of its light trigger.
 */
export function SelectControl({
  label,
  description,
  errorMessage,
  options,
  focusOnMount,
  className,
  ...props
}: SelectControlProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const invalid = Boolean(props.isInvalid);
  // react-aria's Button passes no aria-invalid through; the trigger is the control, so it carries the state.
  useEffect(() => {
    if (invalid) trigger.current?.setAttribute('aria-invalid', 'true');
    else trigger.current?.removeAttribute('aria-invalid');
  }, [invalid]);
  useLayoutEffect(() => {
    if (focusOnMount) trigger.current?.focus();
  }, [focusOnMount]);
  return (
    <RACSelect {...props} className={cx(fieldStyles.field, className)}>
      {/* The trigger is named by its value and this label already; hidden, the label is not read a second time. */}
      {label && <Label aria-hidden="true">{label}</Label>}
      <Button className={styles.trigger} ref={trigger}>
        <SelectValue className={styles.value} />
        <Icon name="chevronDown" />
      </Button>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={popoverStyles.popover}>
        <ListBox items={options} className={popoverStyles.list}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.textValue} className={popoverStyles.item}>
              {option.content}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
