// Stands in for react-relay's older `useFragment` body (useFragmentInternal_CURRENT) in the client build
// (scripts/slimRelayPlugin.ts). react-relay 21 runs it only when Relay's ENABLE_ACTIVITY_COMPATIBILITY feature flag
// is off; it is on by default and the storefront never turns it off (tests/unit/relay/slimEntries.test.ts).
'use strict';

module.exports = function useFragmentInternalCurrent() {
  throw new Error('RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY = false is not supported by this build.');
};
