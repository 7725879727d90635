/** The id of the lists' sort (src/catalog/SortSelect.tsx), whose code loads on the shopper's intent. */
export const SORT_ID = 'list-sort';
