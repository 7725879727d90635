// Stands in for relay-runtime's OperationExecutor in RelayModernEnvironment (client build, scripts/slimRelayPlugin.ts):
// the real one, with the response normalizer, loads on the first network operation (deferredExecutor.cjs).
'use strict';

const { deferExecutor } = require('./deferredExecutor.cjs');

module.exports = deferExecutor(() => import('./executor.js'));
