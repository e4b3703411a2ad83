#!/usr/bin/env node
// Connects a private-key wallet to Portico and sends ETH on the devnet chain, then exits by itself.
//   PORTICO_PRIVATE_KEY=0x… node examples/node/send.mjs <to-address> <amount-in-eth> [--rpc <url>] [--api <url>]
// The wallet is an EIP-1193 provider over a viem private-key account, given to Portico as an `external` connector:
// Portico connects it like any wallet, sends through it, and reads the receipt over its own RPC (the project's
// RPC service first, the chain's own URL second).
import { connect, createPortico, external } from '@portico/sdk'
import { memoryPlatform } from '@portico/sdk/platform'
import { eip155, sendTransaction } from '@portico/sdk/eip155'
import { getPublicClient } from '@portico/sdk/eip155/clients'
import { devnet, withRpcUrl } from '@portico/sdk/networks'
import { createWalletClient, http, isAddress, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseCommandLine, run, usageError } from './cli.mjs'

const USAGE = 'PORTICO_PRIVATE_KEY=0x… send.mjs <to-address> <amount-in-eth> [--rpc <url>] [--api <url>] [--project <id>]'
const DEVNET_RPC_URL = 'http://127.0.0.1:8545'

const { values, positionals, apiUrl, projectId } = parseCommandLine({ rpc: { type: 'string' } })
const [to, amount] = positionals
const privateKey = process.env.PORTICO_PRIVATE_KEY
if (values.help || !to || !amount || !isAddress(to) || !/^\d+(\.\d+)?$/.test(amount) || !/^0x[0-9a-fA-F]{64}$/.test(privateKey ?? ''))
  usageError(USAGE)

/**
 * A wallet as an EIP-1193 provider: the account signs and sends, the chain answers everything else.
 * @param {`0x${string}`} key
 * @param {import('viem').Chain} chain
 * @param {string} rpcUrl
 */
function privateKeyWallet(key, chain, rpcUrl) {
  const account = privateKeyToAccount(key)
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  return {
    /** @param {{ method: string, params?: unknown[] }} request */
    async request({ method, params = [] }) {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account.address]
      if (method === 'eth_sendTransaction') {
        const [tx] = /** @type {[{ to: `0x${string}`, value?: `0x${string}`, data?: `0x${string}` }]} */ (params)
        return wallet.sendTransaction({ to: tx.to, value: tx.value ? BigInt(tx.value) : 0n, ...(tx.data && { data: tx.data }) })
      }
      return wallet.request(/** @type {never} */ ({ method, params }))
    },
    on() {},
    removeListener() {},
  }
}

await run(async () => {
  const rpcUrl = String(values.rpc ?? DEVNET_RPC_URL)
  const network = withRpcUrl(devnet, rpcUrl)
  const provider = privateKeyWallet(/** @type {`0x${string}`} */ (privateKey), { ...devnet, rpcUrls: network.rpcUrls }, rpcUrl)
  const p = createPortico({
    projectId,
    networks: [network],
    adapters: [eip155()],
    connectors: [external({ id: 'private-key', name: 'Private key', provider })],
    apiUrls: { blockchain: apiUrl, catalogue: apiUrl, analytics: apiUrl },
    enableEIP6963: false,
    enableInjected: false,
    platform: memoryPlatform(),
  })
  const { address } = await connect(p, { connector: 'private-key' })
  process.stdout.write(`From:   ${address}\n`)
  const hash = await sendTransaction(p, { to, value: parseEther(amount) })
  const receipt = await getPublicClient(p).waitForTransactionReceipt({ hash })
  process.stdout.write(`Sent:   ${amount} ETH to ${to}\nHash:   ${hash}\nStatus: ${receipt.status} in block ${receipt.blockNumber}\n`)
  if (receipt.status !== 'success') process.exitCode = 1
}, { apiUrl, projectId })
