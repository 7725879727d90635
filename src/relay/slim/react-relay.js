// react-relay's entries require every hook and container (entry points, pagination, refetch, subscriptions,
// mutations): CommonJS that no bundler can drop. The client build resolves `react-relay` here instead
// (scripts/slimRelayPlugin.ts): the hooks the storefront uses, from the very same files.
// tests/unit/relay/slimEntries.test.ts checks that each is the value react-relay/hooks exports, but useQueryLoader:
// react-relay 21's hook only chooses between two bodies by Relay's ENABLE_ACTIVITY_COMPATIBILITY feature flag, on by
// default and never turned off by the storefront; this is the body it then runs.
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery';
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery';
export { default as useQueryLoader } from 'react-relay/lib/relay-hooks/useQueryLoader_EXPERIMENTAL';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment';
export { commitLocalUpdate, commitMutation, fetchQuery, graphql } from 'relay-runtime';
