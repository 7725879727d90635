import {
  Switch as RACSwitch,
  composeRenderProps,
  type SwitchProps as RACSwitchProps,
} from 'react-aria-components';
import { withBase } from './cx';
import * as styles from './Switch.css';

export type SwitchProps = RACSwitchProps;

/** An on/off toggle with its label as children ('Ship to a different address?'). */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={withBase(className, styles.switchRoot)}>
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.handle} />
          </span>
          {content}
        </>
      ))}
    </RACSwitch>
  );
}
