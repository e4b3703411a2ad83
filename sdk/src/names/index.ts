// @portico/sdk/names — the name service behind `portico.$names`: resolve, reverse lookup and suggestions in the
// shared zone. (Registering a name belongs to the embedded wallet.) A separate entry, so that the core stays small.
export { resolveName } from './resolveName'
export { getNamesForAddress } from './getNamesForAddress'
export { getNameSuggestions } from './getNameSuggestions'
export { initialNamesState } from './initialState'
export type { NamesState, NameOperation } from './types'
export { registerName } from './registerName'
