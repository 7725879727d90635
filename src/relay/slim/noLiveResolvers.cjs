// Stands in for relay-runtime's LiveResolverCache, which RelayModernStore creates, in the client build
// (scripts/slimRelayPlugin.ts). The storefront declares no Relay Resolvers (no @relay_resolver, @live or client
// edges; tests/unit/relay/slimInternals.test.ts checks every generated artifact): Relay's own NoopResolverCache, which
// its reader falls back to when a store has no cache, plus the calls the store makes on its cache, which then have
// nothing to batch, invalidate or unsubscribe.
'use strict';

const { NoopResolverCache } = require('relay-runtime/lib/store/ResolverCache');

class LiveResolverCache extends NoopResolverCache {
  getLiveResolverPromise() {
    throw new Error('Relay Live Resolvers are not supported by this build.');
  }
  batchLiveStateUpdates(callback) {
    callback();
  }
  batchLiveStateUpdatesWithoutNotify(callback) {
    callback();
    return false;
  }
  unsubscribeFromLiveResolverRecords() {}
  invalidateResolverRecords() {}
}

module.exports = {
  LiveResolverCache,
  RELAY_RESOLVER_LIVE_STATE_SUBSCRIPTION_KEY: '__resolverLiveStateSubscription',
  getUpdatedDataIDs: (updatedRecords) => updatedRecords,
};
