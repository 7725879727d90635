import { useState } from 'react';
import { useT } from '../i18n/I18nProvider';
import type { MessageId } from '../i18n/messages';
import { IconButton } from '../ui/IconButton';
import { Select, SelectItem } from '../ui/Select';
import { SORT_KEYS, type ListSearch, type SortKey, type SortOrder } from './listParams';
import * as styles from './ProductFilters.css';
import { SORT_ID } from './sortId';
import { useListNavigation } from './useListNavigation';

const LABELS: Record<SortKey, MessageId> = {
  date: 'sort.date',
  alphabetically: 'sort.alphabetically',
  price: 'sort.price',
  rating: 'sort.rating',
  discount: 'sort.discount',
};

/** Sort key (latest by default) and direction (descending by default). */
export function SortSelect({ search, category }: { search: ListSearch; category?: string | undefined }) {
  const t = useT();
  const go = useListNavigation(category);
  // As with the filters: show the choice at once, and follow the URL when it changes.
  const fromUrl = { orderby: search.orderby ?? 'date', order: search.order ?? 'DESC' } as const;
  const [sort, setSort] = useState<{ orderby: SortKey; order: SortOrder }>(fromUrl);
  const [shownSort, setShownSort] = useState(`${fromUrl.orderby} ${fromUrl.order}`);
  if (`${fromUrl.orderby} ${fromUrl.order}` !== shownSort) {
    setShownSort(`${fromUrl.orderby} ${fromUrl.order}`);
    setSort(fromUrl);
  }
  const { orderby, order } = sort;
  return (
    <div id={SORT_ID} className={styles.sort}>
      <Select
        label={t('sort.label')}
        className={styles.sortSelect}
        selectedKey={orderby}
        onSelectionChange={(key) => {
          setSort({ orderby: key as SortKey, order });
          go({ orderby: key === 'date' ? undefined : (key as SortKey) }, 'sort');
        }}
        items={SORT_KEYS.map((id) => ({ id, name: t(LABELS[id]) }))}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <IconButton
        icon={order === 'ASC' ? 'chevronUp' : 'chevronDown'}
        variant="secondary"
        aria-label={t(order === 'ASC' ? 'sort.descending' : 'sort.ascending')}
        onPress={() => {
          setSort({ orderby, order: order === 'ASC' ? 'DESC' : 'ASC' });
          go({ order: order === 'ASC' ? undefined : 'ASC' }, 'sort');
        }}
      />
    </div>
  );
}
