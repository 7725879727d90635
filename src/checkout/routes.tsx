import { getRouteApi } from '@tanstack/react-router';
import { CheckoutScreen } from './CheckoutScreen';
import { OrderSummaryScreen } from './OrderSummaryScreen';

// Route screens of the checkout feature: each reads the query its route's loader started (one chunk).

const checkout = getRouteApi('/checkout');
export function CheckoutRoute() {
  return <CheckoutScreen queryRef={checkout.useLoaderData()} />;
}

const orderReceived = getRouteApi('/checkout/order-received/$orderId');
export function OrderReceivedRoute() {
  return <OrderSummaryScreen queryRef={orderReceived.useLoaderData()} received />;
}

const orderSummary = getRouteApi('/order-summary/$orderId');
export function OrderSummaryRoute() {
  return <OrderSummaryScreen queryRef={orderSummary.useLoaderData()} />;
}

/** `/order-summary` without an id: there is no order to show (spec 8's not-found message). */
export function OrderSummaryIndexRoute() {
  return <OrderSummaryScreen queryRef={null} />;
}
