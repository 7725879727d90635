import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  CheckoutMutation as CheckoutMutationType,
  CountriesEnum,
  CustomerAddressInput,
} from '../../../__generated__/CheckoutMutation.graphql';
import type { Address, CheckoutInput } from '../../../machines/checkoutValidation';
import { commitAsPromise } from '../../relay/commit';

const mutation = graphql`
  mutation CheckoutMutation($input: CheckoutInput!) {
    checkout(input: $input) {
      result
      order {
        id
        databaseId
      }
    }
  }
`;

function toAddressInput(address: Address): CustomerAddressInput {
  return { ...address, country: (address.country || null) as CountriesEnum | null };
}

/**
 * WooGraphQL 1.x gives the order to the account the checkout creates, and logs the session in as it, only when
 * `account.authenticate` asks for it (otherwise the order stays a guest's, out of the new account's history); 0.x
 * always does, and refuses the field as unknown before running anything. Learned from that refusal, once per environment.
 */
const refusingAuthenticate = new WeakSet<Environment>();
const refusesAuthenticate = (error: unknown) =>
  error instanceof Error &&
  /\bauthenticate\b/.test(error.message) &&
  /CreateAccountInput/.test(error.message);

/**
 * Places the order for the session cart (spec `Checkout`). Resolves with the order's database id; rejects with the
 * store's message (invalid address, out of stock, payment not confirmed) or a network error. The store answers a
 * repeated submission of the same cart with the order already placed, never a second one.
 */
export async function commitCheckout(
  environment: Environment,
  input: CheckoutInput,
): Promise<{ orderId: number }> {
  const send = (authenticate: boolean) =>
    commitAsPromise<CheckoutMutationType>(environment, {
      mutation,
      variables: {
        input: {
          billing: toAddressInput(input.billing),
          shipping: toAddressInput(input.shipping),
          shipToDifferentAddress: input.shipToDifferentAddress,
          customerNote: input.customerNote,
          paymentMethod: input.paymentMethod,
          isPaid: input.isPaid,
          ...(input.transactionId ? { transactionId: input.transactionId } : {}),
          ...(input.metaData?.length ? { metaData: input.metaData } : {}),
          ...(input.account
            ? { account: authenticate ? { ...input.account, authenticate } : input.account }
            : {}),
        },
      },
    });
  let answer: CheckoutMutationType['response'];
  try {
    answer = await send(Boolean(input.account) && !refusingAuthenticate.has(environment));
  } catch (error) {
    if (!input.account || refusingAuthenticate.has(environment) || !refusesAuthenticate(error)) throw error;
    refusingAuthenticate.add(environment);
    answer = await send(false);
  }
  const orderId = answer.checkout?.order?.databaseId;
  if (!orderId) throw new Error('The store did not return an order.');
  return { orderId };
}
