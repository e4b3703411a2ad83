export { isAccountName } from './isAccountName'
export { isEvmAddress } from './isEvmAddress'
export { isSolanaAddress } from './isSolanaAddress'
export { isAddress } from './isAddress'
export { isCaipAddress } from './isCaipAddress'
export { nameCoinType } from './nameCoinType'
export { isTransactionHash } from './isTransactionHash'
export { isSignedMessage } from './isSignedMessage'
export { emailSchema, isEmail } from './isEmail'
export {
  SOCIAL_LOGIN_PROVIDERS,
  socialProviderSchema,
  isSocialProvider,
  type SocialLoginProvider,
} from './isSocialProvider'
export { themeModeSchema, isThemeMode, type ThemeMode } from './isThemeMode'
export { accountTypeSchema, isAccountType, type SelectableAccountType } from './isAccountType'
export { batchedCallRequestSchema, isBatchedCallRequest, type BatchedCallRequest } from './isBatchedCallRequest'
export { trimSearch } from './trimSearch'
