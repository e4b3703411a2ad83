// An instance's clients of Portico's services: loaded on first use and shared by that instance's actions, with the
// rules the actions apply around them (supported networks, the origin alert). Not part of the `@portico/sdk/api`
// entry, whose clients stand alone.
export { getServices } from './getServices'
export { onSupportedNetwork } from './onSupportedNetwork'
export type { Services, ServicesSlot } from './types'
