/**
 * Logging in, registering, renewing the token and logging out, in a chunk of their own: most visits do none of
 * these. The auth actors (and the session's logout) load it when they need it.
 */
export { commitLogin } from './mutations/LoginMutation';
export { commitLoginWithProvider } from './mutations/LoginWithProviderMutation';
export { commitLogout } from './mutations/LogoutMutation';
export { commitRefreshToken } from './mutations/RefreshTokenMutation';
export { commitRegisterCustomer } from './mutations/RegisterCustomerMutation';
