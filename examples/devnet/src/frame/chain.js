// @ts-check
// The frame backend's access to the devnet chains: reads, signing with the user's key, sending from the
// EOA or through the smart account (deployed, and the owner's gas topped up, by the "paymaster" account).
import { concat, createPublicClient, createWalletClient, defineChain, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { CREATE2_DEPLOYER, MESSAGES, OWNER_GAS_FLOOR_WEI, OWNER_GAS_TOP_UP_WEI, PAYMASTER_PRIVATE_KEY } from './constants.js'
import { HttpError } from './http.js'
import { SMART_ACCOUNT_ARTIFACT, smartAccountDeployment } from './smart-account.js'

/**
 * @typedef {{ to: `0x${string}`, value?: bigint | undefined, data?: `0x${string}` | undefined, gas?: bigint | undefined }} Call
 */

/** @param {Record<number, string>} rpcUrls */
export function createChains(rpcUrls) {
  /** @type {Map<number, { chain: import('viem').Chain, client: import('viem').PublicClient, queue: Promise<unknown> }>} */
  const chains = new Map()
  for (const [key, url] of Object.entries(rpcUrls)) {
    const id = Number(key)
    const chain = defineChain({
      id,
      name: `Devnet ${id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [url] } },
    })
    chains.set(id, { chain, client: createPublicClient({ chain, transport: http(url) }), queue: Promise.resolve() })
  }

  /** @param {number} chainId */
  const entry = (chainId) => {
    const found = chains.get(chainId)
    if (!found) throw new HttpError(400, MESSAGES.networkNotSupported)
    return found
  }

  /**
   * Runs `task` after every earlier write on the chain, so the paymaster's and owners' nonces never race.
   * @template T @param {number} chainId @param {() => Promise<T>} task @returns {Promise<T>}
   */
  const serially = (chainId, task) => {
    const found = entry(chainId)
    const result = found.queue.then(task)
    found.queue = result.catch(() => undefined)
    return result
  }

  /** @param {number} chainId @param {`0x${string}`} privateKey */
  const walletOf = (chainId, privateKey) => {
    const { chain } = entry(chainId)
    return createWalletClient({ account: privateKeyToAccount(privateKey), chain, transport: http(chain.rpcUrls.default.http[0]) })
  }

  /** Sends and waits until mined; a reverted transaction is an error. @param {number} chainId @param {`0x${string}`} privateKey @param {Call} call */
  const sendAndWait = async (chainId, privateKey, call) => {
    const hash = await walletOf(chainId, privateKey).sendTransaction(call)
    const receipt = await entry(chainId).client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new HttpError(400, `Transaction ${hash} reverted`)
    return hash
  }

  /** @param {number} chainId @param {`0x${string}`} address */
  const isDeployed = async (chainId, address) => {
    const code = await entry(chainId).client.getCode({ address })
    return code !== undefined && code !== '0x'
  }

  /** Deploys the owner's smart account unless it is there (call inside `serially`). @param {number} chainId @param {`0x${string}`} owner */
  const deployUnlessDeployed = async (chainId, owner) => {
    const { salt, initCode, address } = smartAccountDeployment(owner)
    if (!(await isDeployed(chainId, address))) {
      await sendAndWait(chainId, PAYMASTER_PRIVATE_KEY, { to: CREATE2_DEPLOYER, data: concat([salt, initCode]) })
    }
    return address
  }

  return {
    chainIds: () => [...chains.keys()],
    /** @param {number} chainId */
    has: (chainId) => chains.has(chainId),
    isDeployed,
    /** @param {number} chainId @param {`0x${string}`} owner */
    ensureSmartAccount: (chainId, owner) => serially(chainId, () => deployUnlessDeployed(chainId, owner)),
    /** Forwards a read-only request to the chain. @param {number} chainId @param {string} method @param {unknown} params */
    forward: (chainId, method, params) =>
      entry(chainId).client.request(/** @type {any} */ ({ method, params: Array.isArray(params) ? params : [] })),
    /** @param {number} chainId @param {`0x${string}`} address */
    balance: (chainId, address) => entry(chainId).client.getBalance({ address }),
    /** Sends `call` from the EOA of `privateKey`. @param {number} chainId @param {`0x${string}`} privateKey @param {Call} call */
    sendFromEoa: (chainId, privateKey, call) => serially(chainId, () => sendAndWait(chainId, privateKey, call)),
    /**
     * Sends `call` through the owner's smart account: deploys it on first use, tops up the owner's gas from the
     * paymaster, then the owner calls `execute(to, value, data)`.
     * @param {number} chainId @param {`0x${string}`} privateKey @param {Call} call
     */
    sendFromSmartAccount: (chainId, privateKey, call) =>
      serially(chainId, async () => {
        const owner = privateKeyToAccount(privateKey)
        const account = await deployUnlessDeployed(chainId, owner.address)
        if ((await entry(chainId).client.getBalance({ address: owner.address })) < OWNER_GAS_FLOOR_WEI) {
          await sendAndWait(chainId, PAYMASTER_PRIVATE_KEY, { to: owner.address, value: OWNER_GAS_TOP_UP_WEI })
        }
        const { request } = await entry(chainId).client.simulateContract({
          account: owner,
          address: account,
          abi: SMART_ACCOUNT_ARTIFACT.abi,
          functionName: 'execute',
          args: [call.to, call.value ?? 0n, call.data ?? '0x'],
        })
        const hash = await walletOf(chainId, privateKey).writeContract(/** @type {any} */ (request))
        const receipt = await entry(chainId).client.waitForTransactionReceipt({ hash })
        if (receipt.status !== 'success') throw new HttpError(400, `Transaction ${hash} reverted`)
        return hash
      }),
  }
}

/** @typedef {ReturnType<typeof createChains>} Chains */
