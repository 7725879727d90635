import { getRouteApi } from '@tanstack/react-router';
import { CategoriesScreen } from './CategoriesScreen';

const categories = getRouteApi('/categories');

/** `/categories`: reads the query its loader started. */
export function CategoriesRoute() {
  return <CategoriesScreen queryRef={categories.useLoaderData()} />;
}
