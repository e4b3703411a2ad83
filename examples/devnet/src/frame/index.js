// @ts-check
// The devnet's embedded-wallet frame: its server, and the protocol logic that the frame page runs.
export { startFrameServer } from './server.js'
export { createFrameLogic, memoryStorage } from './frame-logic.js'
export { createBackendClient, BackendError } from './backend-client.js'
export { SAFE_METHODS, UNSAFE_METHODS, classifyMethod } from './rpc-methods.js'
export { isAllowedParentOrigin, isLoopbackOrigin } from './origins.js'
export { smartAccountAddress, SMART_ACCOUNT_ARTIFACT } from './smart-account.js'
export * from './constants.js'
