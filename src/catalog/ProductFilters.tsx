import { useRef, useState } from 'react';
import { CheckboxGroup, Label } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { ProductFilters_query$key } from '../../__generated__/ProductFilters_query.graphql';
import { parsePrice } from '../i18n/format';
import { useStoreLang, useT } from '../i18n/I18nProvider';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { Radio, RadioGroup } from '../ui/RadioGroup';
import { Slider } from '../ui/Slider';
import { Switch } from '../ui/Switch';
import {
  emptyFilters,
  formatFilters,
  hasActiveFilters,
  parseFilters,
  type ListFilters,
  type ListSearch,
  type StockFilter,
} from './listParams';
import * as styles from './ProductFilters.css';
import { attributesOf } from './storeAttributes';
import { useListNavigation } from './useListNavigation';

const fragment = graphql`
  fragment ProductFilters_query on RootQuery {
    productCategories(first: 100, where: { hideEmpty: true, orderby: COUNT, order: DESC }) {
      nodes {
        id
        slug
        name
        count
      }
    }
    # The store's own attributes (src/catalog/storeAttributes.ts): their terms, and their names and labels.
    attributeTerms: terms(
      first: 100
      # A real store gives an attribute's terms in their own order (WooCommerce's menu order) only with an explicit
      # order: ASC; without one they come by name (L, M, S, XL, XS).
      where: { taxonomies: $attributeTaxonomies, hideEmpty: true, orderby: TERM_ORDER, order: ASC }
    ) @include(if: $hasAttributes) {
      nodes {
        id
        slug
        name
        taxonomyName
      }
    }
    taxonomies(first: 100) {
      nodes {
        name
        label
        # eslint-disable-next-line relay/unused-fields -- attributesOf() in storeAttributes.ts reads it
        graphqlSingleName
      }
    }
    priciest: products(first: 1, where: { orderby: [{ field: PRICE, order: DESC }] }) {
      nodes {
        ... on ProductWithPricing {
          price(format: RAW)
        }
      }
    }
  }
`;

const STOCK_OPTIONS: StockFilter[] = ['instock', 'outofstock', 'onbackorder'];
const STOCK_LABEL = {
  instock: 'stock.inStock',
  outofstock: 'stock.outOfStock',
  onbackorder: 'stock.onBackorder',
} as const;

/** Availability, price, category, minimum rating, attribute terms and on-sale filters; all must match. */
export function ProductFilters({
  query,
  search,
  category,
}: {
  query: ProductFilters_query$key;
  search: ListSearch;
  category?: string | undefined;
}) {
  const t = useT();
  const storeLang = useStoreLang();
  const data = useFragment(fragment, query);
  const go = useListNavigation(category);
  // The controls show the shopper's latest choice at once; the URL (and with it `search`) follows after the
  // refresh delay and the list's load. Each change builds on this draft, so quick changes add up.
  const [filters, setFilters] = useState<ListFilters>(() => parseFilters(search.filter));
  const [shownFilter, setShownFilter] = useState(search.filter);
  if (search.filter !== shownFilter) {
    // The URL's filters changed (a change arrived, Clear filters, back button): show them.
    setShownFilter(search.filter);
    setFilters(parseFilters(search.filter));
  }
  const ceiling = Math.max(10, Math.ceil(Math.max(0, ...parsePrice(data.priciest?.nodes[0]?.price))));
  const fromFilters = [filters.minPrice ?? 0, filters.maxPrice ?? ceiling];
  const [price, setPrice] = useState<number[]>(fromFilters);
  const [shownRange, setShownRange] = useState(fromFilters.join());
  // The chosen range changed (Clear filters, back button): show it on the slider.
  if (fromFilters.join() !== shownRange) {
    setShownRange(fromFilters.join());
    setPrice(fromFilters);
  }

  const update = (patch: Partial<ListFilters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    go({ filter: formatFilters(next) }, 'filter');
  };
  const terms = (data.attributeTerms?.nodes ?? []).filter((term) => term.slug);
  const attributes = attributesOf(data.taxonomies?.nodes ?? [])
    .map((attribute) => ({ ...attribute, terms: terms.filter((t) => t.taxonomyName === attribute.taxonomy) }))
    .filter((attribute) => attribute.terms.length > 0);

  const container = useRef<HTMLDivElement>(null);
  return (
    <div className={styles.filters} ref={container}>
      <CheckboxGroup
        className={styles.group}
        value={filters.stock}
        onChange={(stock) => update({ stock: stock as StockFilter[] })}
      >
        <Label className={styles.legend}>{t('filters.availability')}</Label>
        {STOCK_OPTIONS.map((value) => (
          <Checkbox key={value} value={value}>
            {t(STOCK_LABEL[value])}
          </Checkbox>
        ))}
      </CheckboxGroup>

      <div className={styles.group}>
        <Slider
          label={t('filters.price')}
          minValue={0}
          maxValue={ceiling}
          value={price}
          thumbLabels={[t('filters.priceMin'), t('filters.priceMax')]}
          formatOptions={{ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }}
          onChange={(value) => setPrice(value)}
          onChangeEnd={([min = 0, max = ceiling]) =>
            update({ minPrice: min > 0 ? min : null, maxPrice: max < ceiling ? max : null })
          }
        />
      </div>

      {!category && (data.productCategories?.nodes.length ?? 0) > 0 && (
        <CheckboxGroup
          className={styles.group}
          value={filters.categories}
          onChange={(categories) => update({ categories })}
        >
          <Label className={styles.legend}>{t('filters.category')}</Label>
          {data.productCategories?.nodes.map((node) => (
            <Checkbox key={node.id} value={node.slug ?? ''}>
              <span lang={storeLang}>{node.name}</span>{' '}
              <span className={styles.count}>({node.count ?? 0})</span>
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}

      <RadioGroup
        label={t('filters.rating')}
        className={styles.group}
        value={String(filters.rating ?? 0)}
        onChange={(value) => update({ rating: value === '0' ? null : Number(value) })}
      >
        <Radio value="0">{t('filters.ratingAny')}</Radio>
        {[4, 3, 2, 1].map((stars) => (
          <Radio key={stars} value={String(stars)}>
            {t('filters.ratingAtLeast', { stars })}
          </Radio>
        ))}
      </RadioGroup>

      {attributes.map((attribute) => (
        <CheckboxGroup
          key={attribute.taxonomy}
          className={styles.group}
          value={filters.attributes[attribute.taxonomy] ?? []}
          onChange={(values) =>
            update({ attributes: { ...filters.attributes, [attribute.taxonomy]: values } })
          }
        >
          <Label className={styles.legend} lang={storeLang}>
            {attribute.label}
          </Label>
          {attribute.terms.map((term) => (
            <Checkbox key={term.id} value={term.slug ?? ''}>
              <span lang={storeLang}>{term.name}</span>
            </Checkbox>
          ))}
        </CheckboxGroup>
      ))}

      <Switch isSelected={filters.onSale} onChange={(onSale) => update({ onSale })}>
        {t('filters.onSale')}
      </Switch>

      {hasActiveFilters(filters) && (
        <Button
          variant="secondary"
          onPress={() => {
            // The button goes away with the filters: focus moves to the first filter first, which keeps it while
            // the list reloads (instead of the body, then the page's heading).
            container.current?.querySelector<HTMLElement>('input:not([disabled])')?.focus();
            update(emptyFilters);
          }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}
