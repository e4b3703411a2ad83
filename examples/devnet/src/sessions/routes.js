// @ts-check
import * as v from 'valibot'
import { keccak256, toHex } from 'viem'
import { Address, CaipAddress } from '../blockchain/params.js'
import { HttpError, json, notFound } from '../http/reply.js'
import { route } from '../http/router.js'

const RevokeBody = v.object({ pci: v.pipe(v.string(), v.minLength(1), v.maxLength(200)), signature: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/)) })
const CreateBody = v.object({
  address: Address,
  chainId: v.optional(v.pipe(v.number(), v.integer())),
  projectName: v.optional(v.pipe(v.string(), v.maxLength(100))),
})
const SESSION_LIFETIME_S = 30 * 24 * 60 * 60

/**
 * A new smart session for `owner` (seeded at first start, or made through POST /dev/sessions).
 * Times are unix seconds.
 * @param {{ owner: string, chainId: number, projectName: string, nowMs: number, serial: number }} input
 * @returns {import('../store/devnet-state.js').SessionData}
 */
export function newSession({ owner, chainId, projectName, nowMs, serial }) {
  const nowS = Math.floor(nowMs / 1000)
  return {
    owner: owner.toLowerCase(),
    chainId,
    session: {
      project: { id: 'portico-devnet', name: projectName, url: 'http://127.0.0.1:5173' },
      pci: keccak256(toHex(`devnet-session:${owner.toLowerCase()}:${chainId}:${serial}`)),
      expiry: nowS + SESSION_LIFETIME_S,
      createdAt: nowS,
      permissions: [{ type: 'contract-call', data: { address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', functions: [] } }],
      policies: [{ type: 'spending-limit', data: { limit: '1000000000000000000' } }],
      context: '0x',
    },
  }
}

/**
 * Smart sessions: list by account, revoke with a signature over the pci by the account.
 * @param {import('../services.js').Services} services
 */
export function sessionRoutes(services) {
  /** @param {string} address */
  const ownedBy = (address) => services.state.sessions.filter((s) => s.owner === address.toLowerCase())

  return [
    route('GET', '/v1/sessions/:account', ({ params }) => {
      const account = params.account ?? ''
      if (account.includes(':')) {
        const [namespace, reference, address] = v.parse(CaipAddress, account).split(':')
        const chainId = namespace === 'eip155' ? Number(reference) : Number.NaN
        return json(ownedBy(v.parse(Address, address)).filter((s) => s.chainId === chainId).map((s) => s.session))
      }
      return json(ownedBy(v.parse(Address, account)).map((s) => s.session))
    }),

    route('POST', '/v1/sessions/:address/revoke', async ({ params, body }) => {
      const address = /** @type {`0x${string}`} */ (v.parse(Address, params.address))
      const { pci, signature } = v.parse(RevokeBody, body)
      const entry = ownedBy(address).find((s) => s.session.pci === pci)
      if (!entry) throw notFound(`No session ${pci} for ${address}`)
      const chain = services.chains.get(entry.chainId) ?? [...services.chains.values()][0]
      const valid = await chain?.clients.publicClient
        .verifyMessage({ address, message: pci, signature: /** @type {`0x${string}`} */ (signature) })
        .catch(() => false) // a malformed signature is an invalid one
      if (!valid) throw new HttpError(401, { message: 'Invalid signature' })
      entry.session.revokedAt ??= Math.floor(services.now() / 1000)
      services.saveState()
      return json(entry.session)
    }),

    route(
      'POST',
      '/dev/sessions',
      ({ body }) => {
        const { address, chainId, projectName } = v.parse(CreateBody, body)
        const chain = chainId ?? [...services.chains.keys()][0] ?? 0
        if (!services.chains.has(chain)) throw new HttpError(400, { message: `Unknown chain ${chain}` })
        const entry = newSession({ owner: address, chainId: chain, projectName: projectName ?? 'Devnet dapp', nowMs: services.now(), serial: services.state.sessions.length })
        services.state.sessions.push(entry)
        services.saveState()
        return json(entry.session)
      },
      { auth: 'none' },
    ),
  ]
}
