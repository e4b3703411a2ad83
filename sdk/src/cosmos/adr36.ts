import { base64 } from '@scure/base'
import * as v from 'valibot'
import { checkParam, objectParam, textParam } from '../validation/checkParam'

/** An amino sign document (the JSON a Cosmos wallet signs with `signAmino`). */
export interface AminoSignDoc {
  chain_id: string
  account_number: string
  sequence: string
  fee: { gas: string; amount: { denom: string; amount: string }[] }
  msgs: { type: string; value: Record<string, unknown> }[]
  memo: string
}

/** The amino type of ADR-36's one message. */
export const ADR36_MESSAGE_TYPE = 'sign/MsgSignData'

/**
 * The ADR-36 sign document for a text message: an amino document no chain accepts as a transaction (empty chain
 * id, zero fee and sequence) whose one message carries the signer and the message's UTF-8 bytes in base64.
 *
 * @example
 * const doc = adr36SignDoc({ signer: 'cosmos1…', message: 'Hello' })
 */
export function adr36SignDoc(params: { signer: string; message: string }): AminoSignDoc {
  const { signer, message } = checkParam('params', objectParam({ signer: textParam(), message: textParam() }), params)
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: ADR36_MESSAGE_TYPE, value: { signer, data: base64.encode(new TextEncoder().encode(message)) } }],
    memo: '',
  }
}

/** The message of an ADR-36 sign document, or undefined when the document is not one. */
export function adr36Message(doc: unknown): { signer: string; message: string } | undefined {
  const msgs = (doc as { msgs?: unknown } | null)?.msgs
  if (!Array.isArray(msgs) || msgs.length !== 1) return undefined
  const [msg] = msgs as { type?: unknown; value?: { signer?: unknown; data?: unknown } }[]
  const signer = msg?.value?.signer
  const data = msg?.value?.data
  if (msg?.type !== ADR36_MESSAGE_TYPE || typeof signer !== 'string' || typeof data !== 'string') return undefined
  try {
    return { signer, message: new TextDecoder('utf-8', { fatal: true }).decode(base64.decode(data)) }
  } catch {
    return undefined // not base64 UTF-8 text
  }
}

/**
 * The bytes a wallet signs for an amino document: its JSON with keys sorted at every level and `&`, `<`, `>`
 * escaped, as the Cosmos SDK's amino JSON serialiser writes it.
 */
export function serializeSignDoc(doc: AminoSignDoc): Uint8Array {
  checkParam('doc', objectParam({ chain_id: textParam(), msgs: v.array(v.unknown(), 'must be a list') }), doc)
  const json = JSON.stringify(sortKeys(doc)).replace(/&/g, '\\u0026').replace(/</g, '\\u003c').replace(/>/g, '\\u003e')
  return new TextEncoder().encode(json)
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  )
}
