import { errorFactory } from '../errors/errorFactory'

/** Sign-in's messages (product spec §8, word for word, and Portico's own). */
export const SIWX_MESSAGES = {
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  SIWX_NO_ADDRESS: 'No ActiveCaipAddress found',
  SIWX_NO_NETWORK: 'No ActiveCaipNetwork or client found',
  SIWX_NO_CONNECTION_CLIENT: 'No ConnectionController client found',
  SIWX_INVALID_SIGNATURE: 'The sign-in signature is not valid for {address}',
  SIWX_UNSUPPORTED_NAMESPACE: 'Sign-in is not supported on {namespace}',
  SIWX_OTHER_APP: 'This sign-in was made for {domain}, not for this app',
  SIWX_UNKNOWN_NETWORK: 'This app does not offer sign-in on {chainId}',
  SIWX_NOT_CURRENT: 'This sign-in has expired or is not valid yet',
  SIWX_NONCE_USED: 'This sign-in was already used or was not asked for',
  SIWX_CHECK_UNAVAILABLE: 'The sign-in could not be checked: the network does not answer',
  SIWX_CLOUD_UNSUPPORTED: 'The sessions API cannot {action}',
  SIWX_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNT_UNSUPPORTED: 'This application might not support Smart Accounts',
  AUTHENTICATING: 'Authenticating...',
} as const

export const siwxError = errorFactory(SIWX_MESSAGES)
