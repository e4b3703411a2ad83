// @portico/sdk/constants: the spec's figures and fixed lists an app builds with: the namespaces Portico knows and
// those each service covers, the account types and social logins, the WalletConnect connector's id, the zone of
// registered names, and what a UI of its own shows (code length, name length, decimals, the swap's slippage and
// fee, how long a pairing link lives). Every other figure stays inside the SDK (sdk/src/constants.ts), where the
// rules that use it live. Nothing here loads more than these values.
export {
  NAMESPACES,
  type Namespace,
  BALANCE_NAMESPACES,
  SEND_NAMESPACES,
  NAMES_NAMESPACES,
  ACTIVITY_NAMESPACES,
  ONRAMP_NAMESPACES,
  SWAP_NETWORKS,
  ACCOUNT_TYPES,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  WALLETCONNECT_CONNECTOR_ID,
  NAME_ZONE,
  ACCOUNT_NAME_MIN_LENGTH,
  OTP_LENGTH,
  BALANCE_DECIMALS,
  FIAT_DECIMALS,
  SWAP_SLIPPAGE,
  SWAP_PROVIDER_FEE_RATE,
  PAIRING_LIFETIME_MS,
  RECENT_WALLETS_MAX,
  SDK_VERSION,
} from '../constants'
