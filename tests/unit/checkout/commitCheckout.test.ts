import { describe, expect, it } from 'vitest';
import { emptyDraft, checkoutInput } from '../../../machines/checkoutValidation';
import { commitCheckout } from '../../../src/checkout/mutations/CheckoutMutation';
import { createRelayEnvironment } from '../../../src/relay/environment';

interface SentAccount {
  username: string;
  password: string;
  authenticate?: boolean;
}

/** A store of one generation: 1.x knows `account.authenticate`; 0.x refuses it as WooGraphQL 0.21 does. */
function store(generation: '0.x' | '1.x') {
  const accounts: (SentAccount | undefined)[] = [];
  const environment = createRelayEnvironment({
    endpoint: 'http://store.test/graphql',
    fetch: (_url, init) => {
      const body = JSON.parse(init?.body as string) as { variables: { input: { account?: SentAccount } } };
      const account = body.variables.input.account;
      accounts.push(account);
      const refused = generation === '0.x' && account && 'authenticate' in account;
      const answer = refused
        ? {
            errors: [
              {
                message: `Variable "$input" got invalid value {…}; Field "authenticate" is not defined by type CreateAccountInput at value.account.`,
                extensions: { category: 'graphql' },
              },
            ],
          }
        : { data: { checkout: { result: 'success', order: { id: 'order-9', databaseId: 9 } } } };
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    },
  });
  return { environment, accounts };
}

function draft(createAccount: boolean) {
  const d = emptyDraft();
  d.billing = { ...d.billing, firstName: 'Ada', email: 'ada@example.com', country: 'DE' };
  d.paymentMethod = 'cod';
  d.createAccount = createAccount;
  d.account = { username: 'ada', password: 'Secret-1' };
  return checkoutInput(d, { isPaid: false });
}

describe('commitCheckout: the new account owns its order on both WooGraphQL lines', () => {
  /**
   * Regression: on WooGraphQL 1.x the account the checkout created was not given the order (1.x asks for
   * `account.authenticate`), so the order-received page said "We could not find your order" to the new customer and
   * their order history stayed empty.
   */
  it('asks 1.x to log the new account in, so the order is theirs', async () => {
    const { environment, accounts } = store('1.x');
    await expect(commitCheckout(environment, draft(true))).resolves.toEqual({ orderId: 9 });
    expect(accounts).toEqual([{ username: 'ada', password: 'Secret-1', authenticate: true }]);
  });

  it('sends 0.x, which refuses the field before running anything, the order once more without it, and only once per page', async () => {
    const { environment, accounts } = store('0.x');
    await expect(commitCheckout(environment, draft(true))).resolves.toEqual({ orderId: 9 });
    await expect(commitCheckout(environment, draft(true))).resolves.toEqual({ orderId: 9 });
    expect(accounts).toEqual([
      { username: 'ada', password: 'Secret-1', authenticate: true },
      { username: 'ada', password: 'Secret-1' },
      { username: 'ada', password: 'Secret-1' },
    ]);
  });

  it('sends no account for a guest order', async () => {
    const { environment, accounts } = store('1.x');
    await commitCheckout(environment, draft(false));
    expect(accounts).toEqual([undefined]);
  });
});
