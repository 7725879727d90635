/**
 * Logging in, registering and renewing the token, in a chunk of their own: most visits do none of these. The auth
 * actors load it when they need it.
 */
export { commitLogin } from './mutations/LoginMutation';
export { commitLoginWithProvider } from './mutations/LoginWithProviderMutation';
export { commitRefreshToken } from './mutations/RefreshTokenMutation';
export { commitRegisterCustomer } from './mutations/RegisterCustomerMutation';
