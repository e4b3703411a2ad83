// @portico/sdk: the headless core. Everything here is light (nanostores, valibot): chain libraries,
// WalletConnect and the HTTP clients live behind their own entries.

// Instance and options
export * from './instance'
// The platform seam
export * from './platform'
// Storage
export * from './storage'
// State actions, by domain
export * from './router'
export * from './modal'
export * from './snackbar'
export * from './alert'
export * from './chains'
export * from './connection'
export * from './connectors'
export * from './connect'
export * from './theme'
export * from './telemetry'
export * from './mutation'

// Pure rules
export * from './validation'
export * from './format'
export * from './ordering'
export * from './socials'
export * from './caip'
export * from './errors'
export * from './constants'
export type { CaipNetwork, CaipNetworkId, CaipAddress } from './networks/types'
