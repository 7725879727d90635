// Stands in for relay-runtime's normalizeResponse in RelayModernEnvironment (client build, scripts/slimRelayPlugin.ts):
// the environment only hands it to its executor, which loads the real one with itself (deferredExecutor.cjs).
'use strict';

module.exports = require('./deferredExecutor.cjs').normalizeResponseLater;
