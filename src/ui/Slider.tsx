import {
  Slider as RACSlider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps as RACSliderProps,
} from 'react-aria-components';
import { useT } from '../i18n/I18nProvider';
import { withBase } from './cx';
import { Label } from './Field';
import * as styles from './Slider.css';

export interface SliderProps<T extends number | number[]> extends RACSliderProps<T> {
  /** Visible label; without it pass `aria-label`. */
  label?: string;
  /**
   * Accessible names of the thumbs, in order.
   * @default ['Minimum', 'Maximum'] (translated) for a range, none for a single value
   */
  thumbLabels?: string[];
}

/**
 * A slider; give `defaultValue`/`value` an array of two numbers for a range (price filter) and
 * `formatOptions={{ style: 'currency', currency: 'EUR' }}` to show and announce prices.
 */
export function Slider<T extends number | number[]>({
  label,
  thumbLabels,
  className,
  ...props
}: SliderProps<T>) {
  const t = useT();
  return (
    <RACSlider {...props} className={withBase(className, styles.slider)}>
      {label && <Label>{label}</Label>}
      <SliderOutput className={styles.output} />
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <SliderFill className={styles.fill} />
            {state.values.map((_, index) => (
              <SliderThumb
                // The thumb index is its identity: thumbs never reorder.
                key={index}
                index={index}
                aria-label={
                  thumbLabels?.[index] ??
                  (state.values.length > 1
                    ? t(index === 0 ? 'ui.slider.minimum' : 'ui.slider.maximum')
                    : undefined)
                }
                className={styles.thumb}
              />
            ))}
          </>
        )}
      </SliderTrack>
    </RACSlider>
  );
}
