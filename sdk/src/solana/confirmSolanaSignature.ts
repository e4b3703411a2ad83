import { checkParam, objectParam } from '../validation/checkParam'
import type { GetSignatureStatusesApi, Rpc, Signature } from '@solana/kit'
import * as v from 'valibot'
import { SOLANA_CONFIRMATION_POLL_MS, SOLANA_CONFIRMATION_TIMEOUT_MS } from '../constants'
import type { Platform } from '../platform/types'
import { requestError } from '../errors/requestMessages'
import { transactionError } from '../errors/transactionMessages'

// null (or missing) while the chain does not know the signature yet.
const statusSchema = v.nullish(
  v.looseObject({
    err: v.unknown(),
    confirmationStatus: v.nullish(v.picklist(['processed', 'confirmed', 'finalized'])),
  }),
)

/** The parameters of `confirmSolanaSignature`. */
export interface ConfirmSolanaSignatureParams {
  rpc: Rpc<GetSignatureStatusesApi>
  signature: Signature
  /** The clock and timers to wait with (the instance's platform). */
  platform: Pick<Platform, 'now' | 'setTimeout'>
  /** Default SOLANA_CONFIRMATION_TIMEOUT_MS. */
  timeoutMs?: number
}

/**
 * Waits until a sent transaction is confirmed (`confirmed` or `finalized`), asking `getSignatureStatuses`
 * every SOLANA_CONFIRMATION_POLL_MS. A transaction the chain ran and refused is 'Transaction … failed'; one not
 * confirmed within the time-out is 'Request timed out after … ms'. Each status answer is checked.
 */
export async function confirmSolanaSignature(params: ConfirmSolanaSignatureParams): Promise<void> {
  checkParam('params', objectParam({ rpc: objectParam(), signature: v.string(), platform: objectParam() }), params)
  const timeoutMs = params.timeoutMs ?? SOLANA_CONFIRMATION_TIMEOUT_MS
  const deadline = params.platform.now() + timeoutMs
  for (;;) {
    const { value } = await params.rpc.getSignatureStatuses([params.signature]).send()
    const parsed = v.safeParse(statusSchema, value[0] ?? null)
    if (!parsed.success)
      throw requestError('INVALID_RESPONSE', {
        params: { field: 'getSignatureStatuses', reason: parsed.issues[0].message },
      })
    const status = parsed.output
    if (status && status.err !== null && status.err !== undefined)
      throw transactionError('TRANSACTION_FAILED', {
        category: 'API_ERROR',
        params: {
          signature: params.signature,
          reason: JSON.stringify(status.err, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x)),
        },
      })
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
    if (params.platform.now() >= deadline) throw requestError('REQUEST_TIMEOUT', { params: { ms: timeoutMs } })
    await new Promise<void>((resolve) => params.platform.setTimeout(resolve, SOLANA_CONFIRMATION_POLL_MS))
  }
}
