import {
  Checkbox as RACCheckbox,
  composeRenderProps,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import * as styles from './Checkbox.css';
import { withBase } from './cx';
import { Icon } from './Icon';

export type CheckboxProps = RACCheckboxProps;

/** A checkbox with its label as children; supports `isIndeterminate` and form validation. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={withBase(className, styles.checkbox)}>
      {composeRenderProps(children, (content, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <Icon name="minus" size={14} />
            ) : (
              isSelected && <Icon name="check" size={14} />
            )}
          </span>
          {content}
        </>
      ))}
    </RACCheckbox>
  );
}
