import { fallback, http, type Transport } from 'viem'
import {
  RPC_BATCH_SIZE,
  RPC_POLLING_MS,
  RPC_RANK_LATENCY_WEIGHT,
  RPC_RANK_SAMPLES,
  RPC_RANK_STABILITY_WEIGHT,
  RPC_TIMEOUT_MS,
} from '../constants'

/**
 * Chain RPC over HTTP (spec §7, §9): JSON-RPC batching (RPC_BATCH_SIZE per batch), RPC_TIMEOUT_MS per request,
 * and across several endpoints a fallback ranked by latency and stability (RPC_RANK_SAMPLES samples, weights
 * 0.7 stability / 0.3 latency, re-ranked every RPC_POLLING_MS). A single endpoint is not ranked.
 */
export function rpcTransport(urls: readonly string[]): Transport {
  const transports = urls.map((url) => http(url, { batch: { batchSize: RPC_BATCH_SIZE }, timeout: RPC_TIMEOUT_MS }))
  const rank = {
    interval: RPC_POLLING_MS,
    sampleCount: RPC_RANK_SAMPLES,
    weights: { stability: RPC_RANK_STABILITY_WEIGHT, latency: RPC_RANK_LATENCY_WEIGHT },
  }
  return fallback(transports, { rank: transports.length > 1 ? rank : false })
}
