import { getRouteApi } from '@tanstack/react-router';
import { HomeScreen } from './HomeScreen';

const home = getRouteApi('/');

/** `/`: reads the query its loader started. */
export function HomeRoute() {
  return <HomeScreen queryRef={home.useLoaderData()} />;
}
