// @ts-check
import * as v from 'valibot'

const Address = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{40}$/),
  v.transform((address) => /** @type {`0x${string}`} */ (address)),
)
const Contracts = v.object({ usdc: Address, dai: Address, pool: Address, nft: Address })

export const NameRecord = v.object({
  name: v.string(),
  registered_at: v.string(),
  updated_at: v.string(),
  addresses: v.record(v.string(), v.object({ address: v.string(), created: v.string() })),
  attributes: v.array(v.record(v.string(), v.string())),
})

export const Session = v.object({
  owner: v.string(), // lower-case plain address
  chainId: v.number(),
  session: v.object({
    project: v.object({ id: v.string(), name: v.string(), url: v.optional(v.string()), iconUrl: v.optional(v.string()) }),
    pci: v.string(),
    expiry: v.number(),
    createdAt: v.number(),
    permissions: v.array(v.object({ type: v.string(), data: v.unknown() })),
    policies: v.array(v.object({ type: v.string(), data: v.unknown() })),
    context: v.string(),
    revokedAt: v.optional(v.number()),
  }),
})

export const DevnetState = v.object({
  contracts: v.record(v.string(), Contracts),
  names: v.record(v.string(), NameRecord),
  sessions: v.array(Session),
})

/** @typedef {v.InferOutput<typeof DevnetState>} DevnetStateData */
/** @typedef {v.InferOutput<typeof NameRecord>} NameRecordData */
/** @typedef {v.InferOutput<typeof Session>} SessionData */

/** @returns {DevnetStateData} */
export const emptyState = () => ({ contracts: {}, names: {}, sessions: [] })
