import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  createOperationDescriptor,
  fetchQuery,
  type GraphQLResponse,
} from 'relay-runtime';
import query from '../../../__generated__/storeAttributesQuery.graphql';
import type { storeAttributesQuery } from '../../../__generated__/storeAttributesQuery.graphql';

// The client build loads Relay's executor on the first network operation (src/relay/slim/deferredExecutor.cjs). Here
// a real environment runs through it: RelayModernEnvironment reads its executor module's `execute` at each call, so
// the test puts the deferred one there, over Relay's own, and gates the load.
const require = createRequire(join(process.cwd(), 'package.json'));
const executorModule = require('relay-runtime/lib/store/OperationExecutor') as { execute: unknown };
const relayExecute = executorModule.execute;
const relayNormalize = require('relay-runtime/lib/store/normalizeResponse') as unknown;
const { deferExecutor, normalizeResponseLater } = require(
  join(process.cwd(), 'src/relay/slim/deferredExecutor.cjs'),
) as {
  deferExecutor: (load: () => Promise<unknown>) => { execute: unknown };
  normalizeResponseLater: (...args: unknown[]) => unknown;
};

const response = (label: string): GraphQLResponse => ({
  data: {
    taxonomies: { nodes: [{ name: 'pa_colour', label, graphqlSingleName: 'paColour', id: 'dGF4OjE=' }] },
  },
});

function setup(load: () => Promise<unknown>) {
  const sent: string[] = [];
  const answers: Array<(value: GraphQLResponse) => void> = [];
  executorModule.execute = deferExecutor(load).execute;
  const environment = new Environment({
    network: Network.create(() => {
      sent.push('storeAttributesQuery');
      return Observable.from(new Promise<GraphQLResponse>((resolve) => answers.push(resolve)));
    }),
    store: new Store(new RecordSource()),
    // RelayModernEnvironment's own option (not in its types), as the client build's default.
    ...({ normalizeResponse: normalizeResponseLater } as object),
  });
  const operation = createOperationDescriptor(query, {});
  const read = () =>
    (environment.lookup(operation.fragment).data as storeAttributesQuery['response'] | undefined)?.taxonomies
      ?.nodes?.[0]?.label;
  return { environment, sent, answers, operation, read };
}

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const relay = { execute: relayExecute, normalizeResponse: relayNormalize };
  return { load: () => opened.then(() => relay), open };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  executorModule.execute = relayExecute;
});

describe('Relay’s executor, loaded on the first network operation', () => {
  it('sends the request at once, counts it in flight, and stores the answer once the executor has loaded', async () => {
    const { load, open } = gate();
    const { environment, sent, answers, operation, read } = setup(load);
    const done = fetchQuery<storeAttributesQuery>(environment, query, {}).toPromise();
    expect(sent).toEqual(['storeAttributesQuery']);
    expect(environment.isRequestActive(operation.request.identifier)).toBe(true);
    answers[0]!(response('Colour'));
    await tick();
    expect(read()).toBeUndefined();
    open();
    await done;
    expect(read()).toBe('Colour');
    expect(environment.isRequestActive(operation.request.identifier)).toBe(false);
    // Loaded: the next operation runs in Relay's executor straight away.
    const again = fetchQuery<storeAttributesQuery>(
      environment,
      query,
      {},
      { fetchPolicy: 'network-only' },
    ).toPromise();
    answers[1]!(response('Farbe'));
    await again;
    expect(read()).toBe('Farbe');
  });

  it('runs operations that waited in the order they started', async () => {
    const { load, open } = gate();
    const { environment, answers, read } = setup(load);
    const order: string[] = [];
    const run = (name: string) =>
      environment
        .execute({ operation: createOperationDescriptor(query, {}) })
        .toPromise()
        .then(() => order.push(name));
    const a = run('first');
    const b = run('second');
    answers[0]!(response('One'));
    answers[1]!(response('Two'));
    open();
    await Promise.all([a, b]);
    expect(order).toEqual(['first', 'second']);
    expect(read()).toBe('Two');
  });

  it('drops an operation cancelled before the executor has loaded', async () => {
    const { load, open } = gate();
    const { environment, answers, operation, read } = setup(load);
    const subscription = fetchQuery<storeAttributesQuery>(environment, query, {}).subscribe({});
    subscription.unsubscribe();
    expect(environment.isRequestActive(operation.request.identifier)).toBe(false);
    answers[0]!(response('Colour'));
    open();
    await tick();
    await tick();
    expect(read()).toBeUndefined();
  });

  it('fails only the operation whose executor throws as it starts', async () => {
    let calls = 0;
    const throwsFirst = (config: unknown) => {
      if (++calls === 1) throw new Error('bad operation');
      return (relayExecute as (config: unknown) => unknown)(config);
    };
    const { environment, answers, read } = setup(() =>
      Promise.resolve({ execute: throwsFirst, normalizeResponse: relayNormalize }),
    );
    const run = () => environment.execute({ operation: createOperationDescriptor(query, {}) }).toPromise();
    const first = run();
    const second = run();
    answers[1]!(response('Two'));
    await expect(first).rejects.toThrow('bad operation');
    await second;
    expect(read()).toBe('Two');
  });

  it('fails the operation, as a network error would, when the executor cannot load', async () => {
    const { environment, answers, operation } = setup(() => Promise.reject(new Error('chunk failed')));
    const done = fetchQuery<storeAttributesQuery>(environment, query, {}).toPromise();
    answers[0]!(response('Colour'));
    await expect(done).rejects.toThrow('chunk failed');
    expect(environment.isRequestActive(operation.request.identifier)).toBe(false);
  });
});
