import { getRouteApi } from '@tanstack/react-router';
import { OrderSummaryScreen } from './OrderSummaryScreen';

// Route screens of an order: each reads the query its route's loader started. Their own chunk, without the checkout
// form's fields, country select and payment: an order's page opened from an e-mail or the account loads only this.

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
