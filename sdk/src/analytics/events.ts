/**
 * The events Portico reports (spec §7 analytics). MODAL_CREATED is deliberately not here: it is never sent.
 * Features report theirs with `trackEvent`; the modal and connection events are reported by `watchAnalytics`.
 */
export const ANALYTICS_EVENTS = [
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'CONNECT_SUCCESS',
  'CONNECT_ERROR',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'SELECT_WALLET',
  'CLICK_ALL_WALLETS',
  'SEARCH_WALLET',
  'SWITCH_NETWORK',
  'OPEN_SEND',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SEND_ERROR',
  'SEND_REJECTED',
  'OPEN_SWAP',
  'SWAP_SUCCESS',
  'SWAP_ERROR',
  'OPEN_BUY',
  'CLICK_SIGN_SIWX_MESSAGE',
  'CLICK_CANCEL_SIWX',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'REGISTER_NAME_INITIATED',
  'REGISTER_NAME_SUCCESS',
  'REGISTER_NAME_ERROR',
] as const
/** The name of an analytics event Portico sends. */
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number]
