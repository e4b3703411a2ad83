// @ts-check
// The backend side of RPC_REQUEST for a signed-in user: answers account methods from the session, signs with
// the user's key, sends from the EOA or through the smart account, and forwards safe reads to the chain.
// The frame has already asked the user to approve every unsafe method.
import * as v from 'valibot'
import { formatEther, keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { NATIVE_TOKEN, NATIVE_TOKEN_ADDRESS, PRICES_USD } from '../config.js'
import { MESSAGES } from './constants.js'
import { HttpError } from './http.js'
import { parseOrThrow } from './messages.js'
import { classifyMethod } from './rpc-methods.js'
import { smartAccountAddress } from './smart-account.js'

const Address = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid address'),
  v.transform((text) => /** @type {`0x${string}`} */ (text.toLowerCase())),
)
const Hex = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/, 'Invalid hex'), v.transform((text) => /** @type {`0x${string}`} */ (text)))
const Quantity = v.pipe(v.union([v.string(), v.number()]), v.transform((value) => BigInt(value)))
const CallSchema = v.object({
  from: v.optional(Address),
  to: Address,
  value: v.optional(Quantity),
  data: v.optional(Hex),
  gas: v.optional(Quantity),
})
const PersonalSignParams = v.tuple([v.string(), Address])
const TypedDataParams = v.tuple([Address, v.union([v.string(), v.record(v.string(), v.unknown())])])
const TypedDataSchema = v.object({
  domain: v.optional(v.record(v.string(), v.unknown())),
  types: v.record(v.string(), v.array(v.object({ name: v.string(), type: v.string() }))),
  primaryType: v.string(),
  message: v.record(v.string(), v.unknown()),
})
const SendCallsParams = v.tuple([
  v.object({
    from: v.optional(Address),
    calls: v.pipe(
      v.array(
        v.object({
          to: v.pipe(v.string(), v.startsWith('0x', "'to' must start with 0x"), v.regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid address'), v.toLowerCase()),
          value: v.optional(Quantity),
          data: v.optional(v.pipe(v.string(), v.startsWith('0x', "'data' must start with 0x"), v.regex(/^0x[0-9a-fA-F]*$/))),
        }),
      ),
      v.minLength(1),
    ),
  }),
])

const sameAddress = (/** @type {string} */ a, /** @type {string} */ b) => a.toLowerCase() === b.toLowerCase()

/**
 * The user's two accounts and the one active for their preferred type.
 * @param {import('./wallet-store.js').WalletUser} user
 */
export function accountsOf(user) {
  const eoa = privateKeyToAccount(/** @type {`0x${string}`} */ (user.privateKey)).address
  const smartAccount = smartAccountAddress(eoa)
  return { eoa, smartAccount, active: user.preferredAccountType === 'smartAccount' ? smartAccount : eoa }
}

/**
 * @param {{ chains: import('./chain.js').Chains }} deps
 */
export function createWalletRpc({ chains }) {
  /** Finished wallet_sendCalls bundles by id. @type {Map<string, { chainId: number, hashes: `0x${string}`[] }>} */
  const bundles = new Map()

  /**
   * Which of the user's accounts `address` names; absent → the preferred one; anyone else's → refused.
   * @param {import('./wallet-store.js').WalletUser} user @param {string | undefined} address
   */
  const accountFor = (user, address) => {
    const { eoa, smartAccount } = accountsOf(user)
    if (address === undefined) return user.preferredAccountType
    if (sameAddress(address, eoa)) return 'eoa'
    if (sameAddress(address, smartAccount)) return 'smartAccount'
    throw new HttpError(400, `Address ${address} is not an account of this wallet`)
  }

  /**
   * @param {import('./wallet-store.js').WalletUser} user @param {number} chainId
   * @param {'eoa' | 'smartAccount'} type @param {import('./chain.js').Call} call
   */
  const send = (user, chainId, type, call) => {
    const key = /** @type {`0x${string}`} */ (user.privateKey)
    return type === 'smartAccount' ? chains.sendFromSmartAccount(chainId, key, call) : chains.sendFromEoa(chainId, key, call)
  }

  /** Signs with the owner key; a smart account is deployed first so ERC-1271 checks pass. @param {import('./wallet-store.js').WalletUser} user @param {number} chainId @param {string} address */
  const signer = async (user, chainId, address) => {
    const account = privateKeyToAccount(/** @type {`0x${string}`} */ (user.privateKey))
    if (accountFor(user, address) === 'smartAccount') await chains.ensureSmartAccount(chainId, account.address)
    return account
  }

  /**
   * @param {import('./wallet-store.js').WalletUser} user
   * @param {{ chainId: number, method: string, params: unknown }} request
   * @returns {Promise<unknown>}
   */
  async function request(user, { chainId, method, params }) {
    if (!chains.has(chainId)) throw new HttpError(400, MESSAGES.networkNotSupported)
    const kind = classifyMethod(method)
    if (kind === 'not-allowed') throw new HttpError(400, MESSAGES.rpcNotAllowed)
    const { active } = accountsOf(user)
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [active]
      case 'eth_chainId':
        return toHex(chainId)
      case 'wallet_getCapabilities':
        return { [toHex(chainId)]: { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } } }
      case 'wallet_getAssets': {
        // The wallet's own assets (EIP-7811), in the shape Portico accepts (spec §5): the chain's native coin.
        const balance = await chains.balance(chainId, active)
        const price = PRICES_USD[NATIVE_TOKEN.symbol] ?? 0
        const metadata = { ...NATIVE_TOKEN, price, iconUrl: '', value: Number(formatEther(balance)) * price }
        return { [toHex(chainId)]: [{ address: NATIVE_TOKEN_ADDRESS, balance: toHex(balance), type: 'NATIVE', metadata }] }
      }
      case 'wallet_getCallsStatus': {
        const [id] = parseOrThrow(v.tuple([v.string()]), params)
        const bundle = bundles.get(id)
        if (!bundle) throw new HttpError(404, `Unknown call bundle ${id}`)
        const receipts = await Promise.all(bundle.hashes.map((hash) => chains.forward(bundle.chainId, 'eth_getTransactionReceipt', [hash])))
        return { version: '2.0.0', id, chainId: toHex(bundle.chainId), status: 200, atomic: false, receipts }
      }
      case 'personal_sign': {
        const [message, address] = parseOrThrow(PersonalSignParams, params)
        const account = await signer(user, chainId, address)
        return account.signMessage({ message: /^0x[0-9a-fA-F]*$/.test(message) ? { raw: /** @type {`0x${string}`} */ (message) } : message })
      }
      case 'eth_signTypedData_v4': {
        const [address, raw] = parseOrThrow(TypedDataParams, params)
        const typedData = parseOrThrow(TypedDataSchema, typeof raw === 'string' ? JSON.parse(raw) : raw)
        const { EIP712Domain: _domain, ...types } = typedData.types
        const account = await signer(user, chainId, address)
        return account.signTypedData(/** @type {any} */ ({ ...typedData, types }))
      }
      case 'eth_sendTransaction': {
        const [{ from, ...call }] = parseOrThrow(v.tuple([CallSchema]), params)
        return send(user, chainId, accountFor(user, from), call)
      }
      case 'wallet_sendCalls': {
        const [{ from, calls }] = parseOrThrow(SendCallsParams, params)
        const type = accountFor(user, from)
        /** @type {`0x${string}`[]} */
        const hashes = []
        for (const call of calls) {
          hashes.push(await send(user, chainId, type, { to: /** @type {`0x${string}`} */ (call.to), value: call.value, data: /** @type {`0x${string}` | undefined} */ (call.data) }))
        }
        const id = keccak256(/** @type {`0x${string}`} */ (`0x${hashes.map((hash) => hash.slice(2)).join('')}`))
        bundles.set(id, { chainId, hashes })
        return { id }
      }
      default:
        if (kind === 'unsafe') throw new HttpError(400, `${MESSAGES.unsupportedMethod}: ${method}`)
        return chains.forward(chainId, method, params)
    }
  }

  return { request }
}
