// @portico/sdk/names — the name service behind `portico.$names`: resolve, reverse lookup, suggestions and
// registration in the shared zone, and the account-name rule. A separate entry, so that the core stays small.
export { resolveName } from './resolveName'
export { getNamesForAddress } from './getNamesForAddress'
export { getNameSuggestions } from './getNameSuggestions'
export type { NamesState, NameOperation } from './types'
export { registerName } from './registerName'
export { accountNameIssue, type AccountNameIssue } from './accountNameIssue'
