// relay-runtime's main entry requires all of the package (subscriptions, live resolvers, connection handlers,
// declarative mutation configs, the response cache, multi-actor environments…): CommonJS that no bundler can
// drop. The client build resolves `relay-runtime` here instead (scripts/slimRelayPlugin.ts): the same modules, only those the
// storefront and the react-relay hooks it uses reach. tests/unit/relay/slimEntries.test.ts checks that every name below
// is the very value the full entry exports, and that it lists every name those files read.
import {
  fetchQuery as fetchQueryInternal,
  fetchQueryDeduped,
  getPromiseForActiveRequest,
} from 'relay-runtime/lib/query/fetchQueryInternal';
import createRelayContext from 'relay-runtime/lib/store/createRelayContext';
import createRelayLoggingContext from 'relay-runtime/lib/store/createRelayLoggingContext';

export { default as commitLocalUpdate } from 'relay-runtime/lib/mutations/commitLocalUpdate';
export { default as commitMutation } from 'relay-runtime/lib/mutations/commitMutation';
export { default as Network } from 'relay-runtime/lib/network/RelayNetwork';
export { default as Observable } from 'relay-runtime/lib/network/RelayObservable';
export { default as fetchQuery } from 'relay-runtime/lib/query/fetchQuery';
export { getFragment, getRequest, graphql } from 'relay-runtime/lib/query/GraphQLTag';
export { default as PreloadableQueryRegistry } from 'relay-runtime/lib/query/PreloadableQueryRegistry';
export { default as Environment } from 'relay-runtime/lib/store/RelayModernEnvironment';
export { createOperationDescriptor } from 'relay-runtime/lib/store/RelayModernOperationDescriptor';
export {
  areEqualSelectors,
  getSelector,
  getVariablesFromFragment,
} from 'relay-runtime/lib/store/RelayModernSelector';
export { default as Store } from 'relay-runtime/lib/store/RelayModernStore';
export { default as RecordSource } from 'relay-runtime/lib/store/RelayRecordSource';
export { default as getPendingOperationsForFragment } from 'relay-runtime/lib/util/getPendingOperationsForFragment';
export { default as getRequestIdentifier } from 'relay-runtime/lib/util/getRequestIdentifier';
export { handlePotentialSnapshotErrors } from 'relay-runtime/lib/util/handlePotentialSnapshotErrors';
export { default as isPromise } from 'relay-runtime/lib/util/isPromise';
export { default as recycleNodesInto } from 'relay-runtime/lib/util/recycleNodesInto';
export { default as RelayFeatureFlags } from 'relay-runtime/lib/util/RelayFeatureFlags';
export { default as ReplaySubject } from 'relay-runtime/lib/util/RelayReplaySubject';

export const __internal = {
  createRelayContext,
  createRelayLoggingContext,
  fetchQuery: fetchQueryInternal,
  fetchQueryDeduped,
  getPromiseForActiveRequest,
};
