import type { Namespace } from '../constants'

/** A CAIP-2 network id: `namespace:reference`. */
export type CaipNetworkId = `${Namespace}:${string}`
/** A CAIP-10 account id: `namespace:reference:address`. */
export type CaipAddress = `${Namespace}:${string}:${string}`
