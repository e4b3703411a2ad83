// @ts-check
import { encodeDeployData, encodeFunctionData, erc20Abi, getContractAddress, parseEther, parseUnits, toHex } from 'viem'
import { COLLECTION, DEPLOYER_INDEX, NFT_MINTS, SEED, SEED_GAS, TOKENS } from '../config.js'
import { collectibleAbi, poolAbi, tokenMintAbi } from './abis.js'
import { loadArtifacts } from './artifacts.js'

/** @typedef {{ usdc: `0x${string}`, dai: `0x${string}`, pool: `0x${string}`, nft: `0x${string}` }} DevnetContracts */

/**
 * Whether every contract of `saved` has code on the chain (the chain state was restored).
 * @param {import('./clients.js').ChainClients} clients
 * @param {DevnetContracts | undefined} saved
 */
export async function contractsPresent(clients, saved) {
  if (!saved) return false
  const codes = await Promise.all(Object.values(saved).map((address) => clients.publicClient.getCode({ address })))
  return codes.every((code) => code !== undefined && code !== '0x')
}

/**
 * Sends transactions from one of anvil's unlocked accounts with explicit nonces, gas and fees: one
 * `eth_sendTransaction` each (anvil signs, and mines every transaction as it arrives). The hashes are kept
 * to check the receipts at the end.
 * @param {import('./clients.js').ChainClients} clients
 * @param {`0x${string}`} address
 */
async function seedSender(clients, address) {
  let nonce = await clients.publicClient.getTransactionCount({ address, blockTag: 'pending' })
  /** @type {`0x${string}`[]} */
  const hashes = []
  return {
    address,
    /** The address the next deployment from this account will get. */
    nextContractAddress: () => getContractAddress({ from: address, nonce: BigInt(nonce) }),
    /** @param {{ to?: `0x${string}`, data?: `0x${string}`, value?: bigint }} tx */
    async send(tx) {
      const hash = await clients.publicClient.request(
        /** @type {any} */ ({
          method: 'eth_sendTransaction',
          params: [
            {
              from: address,
              ...(tx.to ? { to: tx.to } : {}),
              ...(tx.data ? { data: tx.data } : {}),
              value: toHex(tx.value ?? 0n),
              nonce: toHex(nonce++),
              gas: toHex(tx.to ? SEED_GAS.call : SEED_GAS.deploy),
              maxFeePerGas: toHex(SEED_GAS.maxFeePerGas),
              maxPriorityFeePerGas: toHex(SEED_GAS.maxPriorityFeePerGas),
            },
          ],
        }),
      )
      hashes.push(/** @type {`0x${string}`} */ (hash))
    },
    hashes,
  }
}

/**
 * Deploys the tokens, the collection and the pool, adds liquidity, funds the first accounts and makes a few
 * seed transfers so history has something to show.
 * @param {import('./clients.js').ChainClients} clients
 * @param {{ address: `0x${string}`, privateKey: `0x${string}` }[]} accounts  anvil's accounts (unlocked on the node)
 * @returns {Promise<DevnetContracts>}
 */
export async function deployContracts(clients, accounts) {
  const { contracts: artifacts } = loadArtifacts()
  const deployer = await seedSender(clients, at(accounts, DEPLOYER_INDEX).address)

  /** @param {'DevnetToken' | 'DevnetCollectible' | 'DevnetPool'} name @param {unknown[]} args */
  const deploy = async (name, args) => {
    const address = deployer.nextContractAddress()
    const { abi, bytecode } = artifacts[name]
    await deployer.send({ data: encodeDeployData({ abi, bytecode, args }) })
    return /** @type {`0x${string}`} */ (address.toLowerCase())
  }
  const usdc = await deploy('DevnetToken', [TOKENS.usdc.name, TOKENS.usdc.symbol, TOKENS.usdc.decimals])
  const dai = await deploy('DevnetToken', [TOKENS.dai.name, TOKENS.dai.symbol, TOKENS.dai.decimals])
  const nft = await deploy('DevnetCollectible', [COLLECTION.name, COLLECTION.symbol])
  const pool = await deploy('DevnetPool', [])

  for (const [token, decimals] of /** @type {const} */ ([[usdc, TOKENS.usdc.decimals], [dai, TOKENS.dai.decimals]])) {
    const perAccount = parseUnits(String(SEED.tokensPerAccount), decimals)
    for (const account of accounts.slice(0, SEED.fundedTokenAccounts)) {
      await deployer.send({ to: token, data: encodeFunctionData({ abi: tokenMintAbi, functionName: 'mint', args: [account.address, perAccount] }) })
    }
    const liquidity = parseUnits(String(SEED.poolTokens), decimals)
    await deployer.send({ to: token, data: encodeFunctionData({ abi: tokenMintAbi, functionName: 'mint', args: [deployer.address, liquidity] }) })
    await deployer.send({ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [pool, liquidity] }) })
    await deployer.send({
      to: pool,
      data: encodeFunctionData({ abi: poolAbi, functionName: 'addLiquidity', args: [token, liquidity] }),
      value: parseEther(String(SEED.poolNative)),
    })
  }
  for (const [index, tokenIds] of NFT_MINTS) {
    for (const tokenId of tokenIds) {
      await deployer.send({ to: nft, data: encodeFunctionData({ abi: collectibleAbi, functionName: 'mint', args: [at(accounts, index).address, tokenId] }) })
    }
  }

  const first = await seedSender(clients, at(accounts, 0).address)
  const second = await seedSender(clients, at(accounts, 1).address)
  await first.send({ to: second.address, value: parseEther('1') })
  await second.send({ to: usdc, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [first.address, parseUnits('25', TOKENS.usdc.decimals)] }) })
  await first.send({ to: nft, data: encodeFunctionData({ abi: collectibleAbi, functionName: 'transferFrom', args: [first.address, second.address, 3n] }) })

  const hashes = [...deployer.hashes, ...first.hashes, ...second.hashes]
  const receipts = await Promise.all(hashes.map((hash) => clients.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })))
  const failed = receipts.find((receipt) => receipt.status !== 'success')
  if (failed) throw new Error(`seed transaction ${failed.transactionHash} reverted`)
  return { usdc, dai, pool, nft }
}

/**
 * @template T
 * @param {T[]} list
 * @param {number} index
 * @returns {T}
 */
function at(list, index) {
  const item = list[index]
  if (item === undefined) throw new Error(`no account ${index}`)
  return item
}
