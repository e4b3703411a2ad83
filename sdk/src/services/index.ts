export { getServices } from './getServices'
export { onSupportedNetwork } from './onSupportedNetwork'
export type { Services, ServicesSlot } from './types'
