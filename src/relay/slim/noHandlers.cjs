// Stands in for relay-runtime's RelayDefaultHandlerProvider in the client build (scripts/slimRelayPlugin.ts): the
// connection handler and the @appendEdge / @deleteRecord family it returns. The storefront's operations declare no
// field handles (no @connection, no edge or record directives; tests/unit/relay/slimInternals.test.ts checks every
// generated artifact), so the normalizer never asks for one. The original fails on an unknown handle too.
'use strict';

module.exports = function RelayDefaultHandlerProvider(handle) {
  throw new Error(
    `No handler for \`${handle}\`: this build leaves out Relay's connection and edge handlers.`,
  );
};
