import { getRouteApi } from '@tanstack/react-router';
import { CheckoutScreen } from './CheckoutScreen';

// The checkout's route screen: it reads the query its route's loader started. The order pages are ./orderRoutes.

const checkout = getRouteApi('/checkout');
export function CheckoutRoute() {
  return <CheckoutScreen queryRef={checkout.useLoaderData()} />;
}
