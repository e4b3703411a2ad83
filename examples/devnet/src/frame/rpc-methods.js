// @ts-check
// The embedded wallet's RPC policy (spec §6): safe read-only methods go through, unsafe ones need the
// user's approval in the frame, anything else is refused. Browser-safe.

/** Read-only methods forwarded to the chain (or answered by the backend from the session). */
export const SAFE_METHODS = /** @type {const} */ ([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_version',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
])

/** Methods that sign or send: the user approves each one in the frame. */
export const UNSAFE_METHODS = /** @type {const} */ ([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
])

/** @typedef {'safe' | 'unsafe' | 'not-allowed'} MethodKind */

/**
 * @param {string} method
 * @returns {MethodKind}
 */
export function classifyMethod(method) {
  if (/** @type {readonly string[]} */ (SAFE_METHODS).includes(method)) return 'safe'
  if (/** @type {readonly string[]} */ (UNSAFE_METHODS).includes(method)) return 'unsafe'
  return 'not-allowed'
}
