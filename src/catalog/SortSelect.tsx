import { useT } from '../i18n/I18nProvider';
import type { MessageId } from '../i18n/messages';
import { IconButton } from '../ui/IconButton';
import { Select, SelectItem } from '../ui/Select';
import { SORT_KEYS, type ListSearch, type SortKey } from './listParams';
import * as styles from './ProductFilters.css';
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
  const go = useListNavigation(search, category);
  const orderby = search.orderby ?? 'date';
  const order = search.order ?? 'DESC';
  return (
    <div className={styles.sort}>
      <Select
        label={t('sort.label')}
        selectedKey={orderby}
        onSelectionChange={(key) =>
          go({ ...search, orderby: key === 'date' ? undefined : (key as SortKey) }, 'sort')
        }
        items={SORT_KEYS.map((id) => ({ id, name: t(LABELS[id]) }))}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <IconButton
        icon={order === 'ASC' ? 'chevronUp' : 'chevronDown'}
        variant="secondary"
        aria-label={t(order === 'ASC' ? 'sort.descending' : 'sort.ascending')}
        onPress={() => go({ ...search, order: order === 'ASC' ? undefined : 'ASC' }, 'sort')}
      />
    </div>
  );
}
