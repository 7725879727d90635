import { describe, expect, it } from 'vitest';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import query from '../../../__generated__/ProductScreenQuery.graphql';
import type { ProductScreenQuery } from '../../../__generated__/ProductScreenQuery.graphql';
import { preloadRouteQuery } from '../../../src/relay/preload';

// A network that answers only when told, and records which requests were cancelled on the way.
function setup() {
  const sent: string[] = [];
  const cancelled: string[] = [];
  const environment = new Environment({
    network: Network.create((_operation, variables) => {
      const slug = String(variables.slug);
      sent.push(slug);
      return Observable.create<GraphQLResponse>(() => () => cancelled.push(slug));
    }),
    store: new Store(new RecordSource()),
  });
  const load = (route: string, slug: string) =>
    preloadRouteQuery<ProductScreenQuery>(route, environment, query, { slug });
  return { sent, cancelled, load };
}

describe('route query preloading', () => {
  it('a load that starts after a navigation’s (an intent preload) leaves the navigation’s request running', () => {
    const { sent, cancelled, load } = setup();
    const navigation = load('/route-a', 'wanted');
    const preload = load('/route-a', 'hovered');
    expect(sent).toEqual(['wanted', 'hovered']);
    expect(navigation.isDisposed).toBe(false);
    expect(preload.isDisposed).toBe(false);
    expect(cancelled).toEqual([]);
  });

  it('the same variables loaded again replace the earlier load without a second request', () => {
    const { sent, cancelled, load } = setup();
    const first = load('/route-b', 'same');
    const second = load('/route-b', 'same');
    expect(first.isDisposed).toBe(true);
    expect(second.isDisposed).toBe(false);
    expect(sent).toEqual(['same']);
    expect(cancelled).toEqual([]);
  });

  it('keeps four loads per route and disposes the oldest beyond them; other routes are untouched', () => {
    const { cancelled, load } = setup();
    const other = load('/route-d', 'elsewhere');
    const refs = ['1', '2', '3', '4', '5'].map((slug) => load('/route-c', slug));
    expect(refs.map((ref) => ref.isDisposed)).toEqual([true, false, false, false, false]);
    expect(cancelled).toEqual(['1']);
    expect(other.isDisposed).toBe(false);
  });
});
