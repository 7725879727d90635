// Relay's OperationExecutor and response normalizer, loaded on the first network operation rather than with the page,
// in the client build (scripts/slimRelayPlugin.ts). A server-rendered page hydrates from the store records the server
// serialised (src/relay/browser.ts) and needs neither until the shell sends its first request, after hydration.
//
// RelayModernEnvironment calls `execute` once the network has been asked for the response: the request is already on
// its way (src/relay/environment.ts starts the fetch at once). Until the executor's code has arrived, an operation
// waits, in call order, marked in flight as Relay's executor marks it on start (so `isRequestActive`, and the hooks
// that suspend on a request in flight, see it from the start); a cancel drops it; a failed load fails it, as a
// network error would. tests/unit/relay/deferredExecutor.test.ts runs a real environment through it.
'use strict';

/** RelayModernEnvironment's default `normalizeResponse`: the executor is given the real one from the same chunk. */
function normalizeResponseLater() {
  throw new Error('Relay normalizes a response only in its executor.');
}

/** An `OperationExecutor` module whose `execute` runs the one `load` resolves to, once loaded. */
function deferExecutor(load) {
  let loaded = null;
  let waiting = null;

  const start = (config) =>
    loaded.execute(
      config.normalizeResponse === normalizeResponseLater
        ? { ...config, normalizeResponse: loaded.normalizeResponse }
        : config,
    );

  const settle = (module, error) => {
    const list = waiting;
    waiting = null;
    if (module) loaded = module;
    for (const operation of list) {
      if (operation.cancelled) continue;
      try {
        if (!module) throw error;
        // As in Relay's own call, an executor that throws as it starts fails its operation only.
        operation.executor = start(operation.config);
      } catch (failure) {
        operation.config.operationExecutions.delete(operation.id);
        operation.config.sink.error(failure);
      }
    }
  };

  function execute(config) {
    if (loaded) return start(config);
    const operation = { config, id: config.operation.request.identifier, executor: null, cancelled: false };
    config.operationExecutions.set(operation.id, 'active');
    if (!waiting) {
      waiting = [];
      load().then(
        (module) => settle(module),
        (error) => settle(null, error),
      );
    }
    waiting.push(operation);
    return {
      cancel() {
        if (operation.executor) operation.executor.cancel();
        else if (!operation.cancelled) {
          operation.cancelled = true;
          config.operationExecutions.delete(operation.id);
        }
      },
    };
  }

  return { execute };
}

module.exports = { deferExecutor, normalizeResponseLater };
