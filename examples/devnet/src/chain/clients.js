// @ts-check
import { createPublicClient, createWalletClient, defineChain, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { NATIVE_TOKEN } from '../config.js'

/**
 * A viem chain for a devnet anvil.
 * @param {number} chainId
 * @param {string} rpcUrl
 */
export function devnetChain(chainId, rpcUrl) {
  return defineChain({
    id: chainId,
    name: `Portico Devnet ${chainId}`,
    nativeCurrency: NATIVE_TOKEN,
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}

/**
 * Public and wallet clients for one chain.
 * @param {number} chainId
 * @param {string} rpcUrl
 */
export function chainClients(chainId, rpcUrl) {
  const chain = devnetChain(chainId, rpcUrl)
  const transport = http(rpcUrl, { batch: false })
  // cacheTime 0: viem otherwise reuses a block number for one polling interval, and the indexer must see the latest.
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 20, cacheTime: 0 })
  /** @param {`0x${string}`} privateKey */
  const walletFor = (privateKey) =>
    createWalletClient({ account: privateKeyToAccount(privateKey), chain, transport, pollingInterval: 20 })
  return { chain, publicClient, walletFor }
}

/** @typedef {ReturnType<typeof chainClients>} ChainClients */
