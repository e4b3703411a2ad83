import type { EIP1193RequestFn, Transport } from 'viem'
import * as viem from 'viem'
import * as v from 'valibot'
import { checkParam, listParam, numberParam, objectParam } from '../validation/checkParam'
import {
  RPC_BATCH_SIZE,
  RPC_RANK_LATENCY_WEIGHT,
  RPC_RANK_SAMPLES,
  RPC_RANK_STABILITY_WEIGHT,
  RPC_TIMEOUT_MS,
} from '../constants'

export interface RpcTransportOptions {
  /** The whole wait for one request, across every endpoint tried (default RPC_TIMEOUT_MS, spec §9). */
  timeoutMs?: number
}

interface Sample {
  latency: number
  success: 0 | 1
}

/** An endpoint failed (no answer, an HTTP error, too slow); a JSON-RPC error is an answer of the chain. */
const endpointFailed = (error: unknown) =>
  error instanceof viem.HttpRequestError ||
  error instanceof viem.TimeoutError ||
  error instanceof viem.ResponseBodyTooLargeError

/** Score of an endpoint from its last samples: 0.7 × share answered + 0.3 × (1 − mean latency / slowest seen). */
function score(samples: readonly Sample[], slowest: number): number {
  if (samples.length === 0) return 1 // not tried yet: in its configured place, ahead of any endpoint that failed
  const stability = samples.reduce((sum, s) => sum + s.success, 0) / samples.length
  if (stability === 0) return 0
  const latency = samples.reduce((sum, s) => sum + s.latency, 0) / samples.length
  return RPC_RANK_STABILITY_WEIGHT * stability + RPC_RANK_LATENCY_WEIGHT * (1 - latency / (slowest || 1))
}

/**
 * Chain RPC over HTTP (spec §7, §9): JSON-RPC batching (RPC_BATCH_SIZE per batch) and, across several endpoints,
 * a fallback ranked by stability and latency over each endpoint's last RPC_RANK_SAMPLES requests.
 *
 * One request waits RPC_TIMEOUT_MS in total, across every endpoint it tries: no retries on top. The ranking is
 * taken from the requests the app makes rather than from background pings, so nothing runs while the app is
 * idle and a Node script exits when its work is done.
 *
 * @example
 * const client = createPublicClient({ transport: rpcTransport(['https://rpc-a.example', 'https://rpc-b.example']) })
 */
export function rpcTransport(urls: readonly string[], options: RpcTransportOptions = {}): Transport {
  checkParam('urls', v.pipe(listParam(v.string()), v.nonEmpty('must list at least one URL')), urls)
  const { timeoutMs = RPC_TIMEOUT_MS } = checkParam(
    'options',
    objectParam({ timeoutMs: v.optional(numberParam()) }),
    options,
  )
  const factories = urls.map((url) =>
    viem.http(url, { batch: { batchSize: RPC_BATCH_SIZE }, retryCount: 0, timeout: timeoutMs }),
  )
  const samples: Sample[][] = urls.map(() => [])

  const record = (index: number, sample: Sample) => {
    const list = samples[index]!
    list.push(sample)
    if (list.length > RPC_RANK_SAMPLES) list.shift()
  }
  const ranked = () => {
    const slowest = Math.max(0, ...samples.flat().map((s) => s.latency))
    return urls.map((_, i) => i).sort((a, b) => score(samples[b]!, slowest) - score(samples[a]!, slowest))
  }

  return ({ chain }) => {
    const endpoints = factories.map((factory) => factory({ chain, retryCount: 0, timeout: timeoutMs }))

    const request = (async (args: { method: string; params?: unknown }) => {
      const deadline = Date.now() + timeoutMs
      let failure: unknown = new viem.TimeoutError({ body: args, url: urls[0] ?? '' })
      for (const index of urls.length > 1 ? ranked() : [0]) {
        const remaining = deadline - Date.now()
        if (remaining <= 0) break
        const start = Date.now()
        let timer: ReturnType<typeof setTimeout> | undefined
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new viem.TimeoutError({ body: args, url: urls[index]! })), remaining)
        })
        try {
          const answer = await Promise.race([endpoints[index]!.request(args), late])
          record(index, { latency: Date.now() - start, success: 1 })
          return answer
        } catch (error) {
          if (!endpointFailed(error)) {
            record(index, { latency: Date.now() - start, success: 1 })
            throw error
          }
          record(index, { latency: Date.now() - start, success: 0 })
          failure = error
        } finally {
          clearTimeout(timer)
        }
      }
      throw failure
    }) as EIP1193RequestFn

    return viem.createTransport(
      { key: 'portico-rpc', name: 'Portico RPC', request, retryCount: 0, timeout: timeoutMs, type: 'http' },
      { urls },
    )
  }
}
