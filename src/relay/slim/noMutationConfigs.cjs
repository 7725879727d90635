// Stands in for relay-runtime's RelayDeclarativeMutationConfig in the client build (scripts/slimRelayPlugin.ts).
// commitMutation converts its legacy `configs` option (RANGE_ADD, NODE_DELETE…) into updaters only when one is passed;
// the storefront passes none (tests/unit/relay/slimInternals.test.ts) and updates the store with updaters.
'use strict';

module.exports = {
  convert(configs, request, optimisticUpdater, updater) {
    if (configs.length > 0) throw new Error('Declarative mutation configs are not supported by this build.');
    return { optimisticUpdater, updater };
  },
};
