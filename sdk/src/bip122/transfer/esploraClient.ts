import * as v from 'valibot'
import { createHttp } from '../../api/http/createHttp'
import { postText } from '../../api/http/postText'

const txid = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'not a transaction id'))

const utxosSchema = v.array(
  v.object({
    txid,
    vout: v.pipe(v.number(), v.integer(), v.minValue(0)),
    value: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
    status: v.looseObject({ confirmed: v.boolean() }),
  }),
)

/** Fee rates in sat/vB by confirmation target in blocks ("1", "6"…). */
const feeEstimatesSchema = v.record(v.pipe(v.string(), v.regex(/^\d+$/)), v.pipe(v.number(), v.minValue(0)))

/** An unspent output of an address, as an Esplora server lists it. */
export type EsploraUtxo = v.InferOutput<typeof utxosSchema>[number]

/** The confirmation target the fee rate is asked for: about an hour. */
const TARGET_BLOCKS = 6
/** The lowest rate nodes relay at (sat/vB). */
const MIN_RELAY_RATE = 1

/**
 * The Esplora REST API of a Bitcoin network (the one mempool.space and blockstream.info serve; a bip122 network's RPC
 * URL): an address's unspent outputs, the fee rate for a confirmation in about an hour, and broadcasting a signed
 * transaction. Every answer is validated.
 *
 * @example
 * const esplora = esploraClient({ baseUrl: 'https://mempool.space/api', fetch })
 * const utxos = await esplora.utxos('bc1q…')
 */
export function esploraClient(options: { baseUrl: string; fetch: typeof globalThis.fetch }) {
  const http = createHttp({ baseUrl: options.baseUrl, fetch: options.fetch })
  return {
    utxos: (address: string) => http.get(`address/${encodeURIComponent(address)}/utxo`, utxosSchema),
    /** sat/vB, whole, for the nearest target at or after six blocks (the slowest one offered otherwise). */
    async feeRate(): Promise<bigint> {
      const estimates = Object.entries(await http.get('fee-estimates', feeEstimatesSchema))
        .map(([blocks, rate]) => [Number(blocks), rate] as const)
        .sort(([a], [b]) => a - b)
      const [, rate] = estimates.find(([blocks]) => blocks >= TARGET_BLOCKS) ?? estimates.at(-1) ?? [0, 0]
      return BigInt(Math.max(MIN_RELAY_RATE, Math.ceil(rate)))
    },
    /** Broadcasts a signed transaction (raw, hex); resolves its id. */
    broadcast: (rawHex: string) => postText(options, 'tx', rawHex, txid),
  }
}
