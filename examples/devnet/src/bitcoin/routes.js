// @ts-check
import * as v from 'valibot'
import { HttpError, json, raw } from '../http/reply.js'
import { route } from '../http/router.js'
import { BITCOIN_LEDGER_NETWORKS, LedgerRefusal } from './ledger.js'

const Network = v.picklist(/** @type {('mainnet' | 'testnet' | 'signet')[]} */ (Object.keys(BITCOIN_LEDGER_NETWORKS)))
const Txid = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))
const Funding = v.object({ address: v.pipe(v.string(), v.nonEmpty()), value: v.pipe(v.number(), v.integer(), v.minValue(546)) })

/** Fee rates (sat/vB) by confirmation target, in blocks: what the devnet's mempool would ask. */
const FEE_ESTIMATES = { 1: 12, 3: 8, 6: 4, 12: 3, 144: 1 }

/** @param {Record<string, string>} params */
const networkOf = (params) => {
  const parsed = v.safeParse(Network, params.network)
  if (!parsed.success) throw new HttpError(404, { message: `no Bitcoin network '${params.network}' on the devnet` })
  return parsed.output
}

/** A confirmed status: the devnet has no blocks to wait for. */
const CONFIRMED = { confirmed: true, block_height: 1, block_hash: '0'.repeat(64), block_time: 1_700_000_000 }

/**
 * The part of the Esplora REST API (the one mempool.space and blockstream.info serve) that a wallet app needs to send
 * bitcoin, over the devnet's ledger, at `/bitcoin/{mainnet|testnet|signet}/api`: an address's unspent outputs, fee
 * estimates, broadcasting a transaction and reading it back. `POST /dev/bitcoin/:network/fund` hands an address a coin.
 * @param {import('./ledger.js').BitcoinLedger} ledger
 */
export function bitcoinRoutes(ledger) {
  return [
    route(
      'GET',
      '/bitcoin/:network/api/address/:address/utxo',
      ({ params }) =>
        json(
          ledger.utxos(networkOf(params), params.address ?? '').map(({ txid, vout, value }) => ({
            txid,
            vout,
            value,
            status: CONFIRMED,
          })),
        ),
      { auth: 'none' },
    ),
    route(
      'GET',
      '/bitcoin/:network/api/fee-estimates',
      ({ params }) => {
        networkOf(params)
        return json(FEE_ESTIMATES)
      },
      { auth: 'none' },
    ),
    route(
      'POST',
      '/bitcoin/:network/api/tx',
      ({ params, body }) => {
        const network = networkOf(params)
        if (typeof body !== 'string') throw new HttpError(400, { message: 'send the raw transaction as hex text' })
        try {
          return raw(ledger.broadcast(network, body), 'text/plain; charset=utf-8')
        } catch (error) {
          // Esplora answers a refused transaction with a 400 and the reason as text.
          if (error instanceof LedgerRefusal) return raw(`sendrawtransaction RPC error: ${error.message}`, 'text/plain', 400)
          throw error
        }
      },
      { auth: 'none' },
    ),
    route(
      'GET',
      '/bitcoin/:network/api/tx/:txid',
      ({ params }) => {
        const found = ledger.transaction(networkOf(params), v.parse(Txid, params.txid))
        if (!found) return raw('Transaction not found', 'text/plain', 404)
        return json({
          txid: found.txid,
          fee: found.fee,
          vout: found.outputs.map((o) => ({ scriptpubkey_address: o.address, value: o.value })),
          status: CONFIRMED,
        })
      },
      { auth: 'none' },
    ),
    route(
      'POST',
      '/dev/bitcoin/:network/fund',
      ({ params, body }) => {
        const { address, value } = v.parse(Funding, body)
        try {
          return json(ledger.fund(networkOf(params), address, value))
        } catch (error) {
          if (error instanceof HttpError) throw error
          throw new HttpError(400, { message: `not an address of that network: ${address}` })
        }
      },
      { auth: 'none' },
    ),
  ]
}
