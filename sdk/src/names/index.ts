// @portico/sdk/names — the name service behind `portico.$names`: resolve, reverse lookup, suggestions and
// registration in the shared zone, and the account-name rule. A separate entry, so that the core stays small.
export { fetchName, type FetchNameReturnType, type FetchNameErrorType, type FetchNameParams } from './fetchName'
export {
  fetchNamesForAddress,
  type FetchNamesForAddressReturnType,
  type FetchNamesForAddressErrorType,
  type FetchNamesForAddressParams,
} from './fetchNamesForAddress'
export {
  fetchNameSuggestions,
  type FetchNameSuggestionsReturnType,
  type FetchNameSuggestionsErrorType,
  type FetchNameSuggestionsParams,
} from './fetchNameSuggestions'
export type { NamesState, NameOperation } from './types'
export {
  registerName,
  type RegisterNameReturnType,
  type RegisterNameErrorType,
  type RegisterNameParams,
} from './registerName'
export { accountNameIssue, type AccountNameIssue } from './accountNameIssue'
