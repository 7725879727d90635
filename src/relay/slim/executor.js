// The chunk the client build loads on its first network operation (deferredExecutor.cjs): Relay's own executor and
// response normalizer.
export { execute } from 'relay-runtime/lib/store/OperationExecutor';
export { default as normalizeResponse } from 'relay-runtime/lib/store/normalizeResponse';
