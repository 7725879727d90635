import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { VariationPicker_product$key } from '../../../__generated__/VariationPicker_product.graphql';
import { Radio, RadioGroup } from '../../ui/RadioGroup';
import { attributeKey, type Selection } from './variations';
import * as styles from './VariationPicker.css';
import { VARIATION_PICKER_ID } from './productIds';
import { useStoreLang } from '../../i18n/I18nProvider';

const fragment = graphql`
  fragment VariationPicker_product on VariableProduct {
    attributes {
      nodes {
        id
        name
        label
        variation
        options
        ... on GlobalProductAttribute {
          terms(first: 100) {
            nodes {
              slug
              name
            }
          }
        }
      }
    }
  }
`;

/**
 * One radio group per variation attribute (colour, size). Choosing an option updates `selection`;
 * the matching variation then repaints price, stock, SKU and image. The image needs the gallery's code, which waits
 * for the shopper's reach (./ProductGallery.tsx): once live, the options call `onReach`, as their own code loads when
 * the shopper reaches for them (./ProductDetail.tsx).
 */
export function VariationPicker({
  product,
  selection,
  onSelect,
  onReach,
}: {
  product: VariationPicker_product$key;
  selection: Selection;
  onSelect: (name: string, value: string) => void;
  /** The options are live: the shopper reached for them, or the browser rendered the page itself. */
  onReach: () => void;
}) {
  const data = useFragment(fragment, product);
  const storeLang = useStoreLang();
  useEffect(onReach, [onReach]);
  const attributes = (data.attributes?.nodes ?? []).filter(
    (attribute) => attribute.variation && attribute.name,
  );
  if (attributes.length === 0) return null;
  return (
    <div id={VARIATION_PICKER_ID} className={styles.picker}>
      {attributes.map((attribute) => {
        const key = attributeKey(attribute.name ?? '');
        // Global attributes list term slugs as options; their terms carry the display names.
        const names = new Map((attribute.terms?.nodes ?? []).map((term) => [term.slug, term.name]));
        const options = (attribute.options ?? []).filter((option): option is string => Boolean(option));
        return (
          <RadioGroup
            key={attribute.id}
            label={attribute.label ?? attribute.name ?? ''}
            labelLang={storeLang}
            orientation="horizontal"
            isRequired
            value={selection[key] ?? null}
            onChange={(value) => onSelect(key, value)}
            className={styles.group}
          >
            {options.map((option) => (
              <Radio key={option} value={option} className={styles.option}>
                <span lang={storeLang}>{names.get(option) ?? option}</span>
              </Radio>
            ))}
          </RadioGroup>
        );
      })}
    </div>
  );
}
