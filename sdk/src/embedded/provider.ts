import * as v from 'valibot'
import type { Eip1193Provider, ProviderRequest } from '../connectors/types'
import type { Portico } from '../portico/types'
import { batchedCallRequestSchema } from '../validation/isBatchedCallRequest'
import { isFrameRejection, userRejectedError } from './providerRpcError'
import { rpcMethodKind } from './rpcMethods'
import type { EmbeddedSession } from './session'
import { withApproval } from './withApproval'
import { embeddedError } from './messages'

const switchChainParams = v.tuple([v.object({ chainId: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/)) })])
/** wallet_sendCalls (EIP-5792): one bundle whose calls each have a 'to' and any 'data' starting with 0x (spec §5). */
const sendCallsParams = v.tuple([v.looseObject({ calls: v.pipe(v.array(batchedCallRequestSchema), v.nonEmpty()) })])

/**
 * The EIP-1193 provider of the AUTH connector (spec §6): safe read-only methods go straight to the frame, unsafe
 * ones wait for the user's approval in the frame (see `withApproval`), any other is refused with 'Requested RPC
 * call is not allowed'; a Reject in the frame is the EIP-1193 error 4001 (user rejected).
 * `wallet_switchEthereumChain` is the frame's network switch (then `chainChanged` is emitted); a `wallet_sendCalls`
 * whose calls lack a 0x 'to' (or have data not starting with 0x) is refused before the frame is asked.
 */
export function embeddedProvider(p: Portico, session: EmbeddedSession): Eip1193Provider {
  const listeners = new Map<string, Set<(...args: never[]) => void>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) (listener as (value: unknown) => void)(value)
  }
  return {
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    async request({ method, params }: ProviderRequest) {
      if (method === 'wallet_switchEthereumChain') {
        const parsed = v.safeParse(switchChainParams, params)
        if (!parsed.success)
          throw embeddedError('INVALID_REQUEST', { params: { field: 'chainId', reason: parsed.issues[0].message } })
        const { chainId } = await session.request('SWITCH_NETWORK', {
          chainId: Number.parseInt(parsed.output[0].chainId, 16),
        })
        if (session.user) session.user = { ...session.user, chainId }
        emit('chainChanged', `0x${Number(chainId).toString(16)}`)
        return null
      }
      const kind = rpcMethodKind(method)
      if (kind === 'not-allowed') throw embeddedError('RPC_NOT_ALLOWED')
      if (method === 'wallet_sendCalls') {
        const parsed = v.safeParse(sendCallsParams, params)
        if (!parsed.success)
          throw embeddedError('INVALID_REQUEST', { params: { field: 'calls', reason: parsed.issues[0].message } })
      }
      const payload = {
        method,
        ...(params !== undefined && { params: Array.isArray(params) ? [...params] : { ...params } }),
      }
      if (kind === 'safe') return session.request('RPC_REQUEST', payload)
      const client = await session.client()
      try {
        return await withApproval(p, client, () => session.request('RPC_REQUEST', payload))
      } catch (error) {
        throw isFrameRejection(error) ? userRejectedError(error) : error
      }
    },
  }
}
