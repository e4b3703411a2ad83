#!/usr/bin/env node
// Shows a profile of the name service: for a name, its addresses and avatar; for an address, its names and avatar.
//   node examples/node/profile.mjs alice.reown.id [--api http://127.0.0.1:8787] [--project portico-devnet]
//   node examples/node/profile.mjs 0xf39F…2266
import { createBlockchainClient, isHttpError } from '@portico/sdk/api'
import { parseCommandLine, run, usageError } from './cli.mjs'

const USAGE = 'profile.mjs <name-or-address> [--api <url>] [--project <id>]'
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
/** Coin types of EVM chains set the top bit over the chain id (ENSIP-11). */
const EVM_COIN_TYPE_FLAG = 0x8000_0000

const { values, positionals, apiUrl, projectId } = parseCommandLine()
const [query] = positionals
if (values.help || !query) usageError(USAGE)

/** @param {string} coinType */
const chainOf = (coinType) => {
  const value = Number(coinType)
  return value >= EVM_COIN_TYPE_FLAG ? `eip155:${value - EVM_COIN_TYPE_FLAG}` : `coin type ${coinType}`
}

/** @param {import('@portico/sdk/api').NameRecord} record */
function printRecord(record) {
  process.stdout.write(`Name:    ${record.name}\n`)
  for (const [coinType, entry] of Object.entries(record.addresses))
    process.stdout.write(`Address: ${entry.address} (${chainOf(coinType)})\n`)
  const avatar = record.attributes?.find((attribute) => attribute.avatar)?.avatar
  process.stdout.write(`Avatar:  ${avatar ?? '-'}\n`)
}

await run(async () => {
  const blockchain = createBlockchainClient({ baseUrl: apiUrl, projectId })
  if (EVM_ADDRESS.test(String(query))) {
    const address = String(query)
    const [names, identity] = await Promise.all([
      blockchain.getNamesForAddress(address),
      blockchain.getIdentity(address),
    ])
    if (names.length === 0) process.stdout.write(`No name is registered for ${address}.\n`)
    for (const record of names) printRecord(record)
    if (names.length === 0 && identity.avatar) process.stdout.write(`Avatar:  ${identity.avatar}\n`)
    return
  }
  try {
    printRecord(await blockchain.getName(String(query)))
  } catch (error) {
    if (!isHttpError(error, 404)) throw error
    process.stderr.write(`No name '${query}' is registered.\n`)
    process.exitCode = 1
  }
}, { apiUrl, projectId })
