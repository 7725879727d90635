// Stands in for relay-runtime's readUpdatableQuery and readUpdatableFragment in the client build
// (scripts/slimRelayPlugin.ts): a store proxy's reads through @updatable queries and @assignable fragments, with
// their proxy builder. The storefront declares none (tests/unit/relay/slimInternals.test.ts) and its updaters use
// the record proxies' getters and setters.
'use strict';

function unsupported() {
  throw new Error('Updatable queries and fragments are not supported by this build.');
}

module.exports = { readUpdatableQuery: unsupported, readUpdatableFragment: unsupported };
