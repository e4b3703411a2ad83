import * as v from 'valibot'

// `regex`, not `startsWith`: only valibot functions the core uses anyway (docs/size.md).
const hex = v.pipe(v.string(), v.regex(/^0x/, 'must start with 0x'))

/**
 * One call of a batched-call request (wallet_sendCalls). Spec §5: 'to' starts with 0x, and 'data', when
 * present, starts with 0x. Other fields (value, …) pass through unchecked.
 */
export const batchedCallRequestSchema = v.looseObject({
  to: hex,
  data: v.optional(hex),
})
/** An EIP-5792 batch of calls. */
export type BatchedCallRequest = v.InferOutput<typeof batchedCallRequestSchema>

export function isBatchedCallRequest(value: unknown): value is BatchedCallRequest {
  return v.is(batchedCallRequestSchema, value)
}
