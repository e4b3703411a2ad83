// @ts-check
// The devnet's embedded-wallet frame: its server, and the protocol logic that the frame page runs.
export { startFrameServer } from './server.js'
export { createFrameLogic, memoryStorage } from './frame-logic.js'
export { createBackendClient, BackendError } from './backend-client.js'
export { SAFE_METHODS, UNSAFE_METHODS, classifyMethod } from './rpc-methods.js'
export { isAllowedParentOrigin, isLoopbackOrigin } from './origins.js'
export { smartAccountAddress, SMART_ACCOUNT_ARTIFACT } from './smart-account.js'
export * from './constants.js'

/** @typedef {import('./server.js').FrameServerOptions} FrameServerOptions */
/** @typedef {import('./server.js').FrameServer} FrameServer */
/** @typedef {import('./mailbox.js').Mail} Mail */
/** @typedef {import('./backend-client.js').FrameUser} FrameUser */
/** @typedef {import('./backend-client.js').BackendClient} BackendClient */
/** @typedef {import('./frame-logic.js').FrameMessage} FrameMessage */
/** @typedef {import('./frame-logic.js').FrameStorage} FrameStorage */
/** @typedef {import('./frame-logic.js').ApprovalRequest} ApprovalRequest */
/** @typedef {import('./frame-logic.js').FrameLogicOptions} FrameLogicOptions */
/** @typedef {import('./frame-logic.js').FrameLogic} FrameLogic */
