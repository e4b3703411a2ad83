import { NAMES_NAMESPACES } from '../constants'
import type { Portico } from '../portico/types'
import { fetchName } from '../names/fetchName'
import { NAMES_MESSAGES } from '../names/messages'
import { noticeFor } from '../errors/notice'
import { isAddress } from '../validation/isAddress'
import { checksumAddress } from '../eip155/checksumAddress'
import { nameAddress } from './nameAddress'
import { updateSend } from './updateSend'
import { checkParam, objectParam, textParam } from '../validation/checkParam'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import { sendStore } from './sendStore'

/** A typed name: something with a dot that is not an address (e.g. 'alice.reown.id'). */
const looksLikeName = (text: string) => text.includes('.')

/** Whether typed receiver text is a name to look up: not an address, on a namespace with names (eip155). */
export function isReceiverName(p: Portico, input: string): boolean {
  const text = checkParam('input', textParam(), input).trim()
  const network = p.$network.get().caipNetwork
  if (!network || isAddress(text, network.chainNamespace)) return false
  return NAMES_NAMESPACES.includes(network.chainNamespace) && looksLikeName(text)
}

const NONE = {
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  receiverNameStatus: undefined,
  receiverNameError: undefined,
  receiverIssue: undefined,
}

/** The send view's failed name look-up: 'Error resolving name' (spec §8). */
const nameFailed = () => ({
  receiverNameStatus: 'error' as const,
  receiverNameError: noticeFor(NAMES_MESSAGES, 'NAME_RESOLVE_FAILED'),
})

/** An EVM address in mixed case carries an EIP-55 checksum: capitals that do not match it mean a mistyped address. */
const failsChecksum = (text: string) => {
  const hex = text.startsWith('0x') ? text.slice(2) : text
  return hex !== hex.toLowerCase() && hex !== hex.toUpperCase() && checksumAddress(`0x${hex}`) !== `0x${hex}`
}

/** The parameters of `setReceiver`. */
export interface SetReceiverParams {
  input: string
}

/** What `setReceiver` returns. */
export type SetReceiverReturnType = string | undefined

/**
 * Sets the receiver from what the user typed: an address of the active namespace is taken as it is; on a
 * namespace with names (eip155) a name is resolved through the name service to its address, and its name and
 * avatar are shown. While it resolves `receiverNameStatus` is 'pending'; a name that cannot be resolved, or has
 * no address for the chain, is 'error' and leaves no receiver address. A late answer for a name typed over since
 * is dropped, returning undefined. Anything else leaves no receiver (sending then fails with 'An amount and
 * receiver address are required'). An EVM address in mixed case must match its EIP-55 checksum: one that does not
 * is refused as `receiverIssue: 'badChecksum'`; other text is `receiverIssue: 'invalid'`. Returns the receiver address.
 *
 * @example
 * const address = await setReceiver(portico, { input: 'alice.reown.id' }) // a name is resolved
 */
export function setReceiver(p: Portico, params: SetReceiverParams): Promise<string | undefined> {
  return runAction(p, async (p) => {
    checkParam('params', objectParam(), params)
    const { input } = params
    const text = checkParam('input', textParam(), input).trim()
    const network = p.$network.get().caipNetwork
    if (network && isAddress(text, network.chainNamespace)) {
      if (network.chainNamespace === 'eip155' && failsChecksum(text)) {
        updateSend(p, { ...NONE, receiverIssue: 'badChecksum' })
        return undefined
      }
      updateSend(p, { ...NONE, receiverAddress: text })
      return text
    }
    if (!network || !isReceiverName(p, text)) {
      updateSend(p, { ...NONE, receiverIssue: text ? 'invalid' : undefined })
      return undefined
    }
    updateSend(p, { ...NONE, receiverProfileName: text, receiverNameStatus: 'pending' })
    const stillWanted = () =>
      sendStore(p).get().receiverProfileName === text && sendStore(p).get().receiverNameStatus === 'pending'
    let record: Awaited<ReturnType<typeof fetchName>>
    try {
      record = await fetchName(p, { name: text })
    } catch (error) {
      if (stillWanted()) updateSend(p, nameFailed())
      throw error
    }
    if (!stillWanted()) return undefined
    const address = record && nameAddress(record, Number(network.id))
    const avatar = record?.attributes?.find((attribute) => attribute.avatar)?.avatar ?? undefined
    updateSend(
      p,
      address
        ? {
            receiverAddress: address,
            receiverProfileName: text,
            receiverProfileImageUrl: avatar,
            receiverNameStatus: 'success',
          }
        : nameFailed(),
    )
    return address
  })
}

/** The error codes `setReceiver` can throw. */
export type SetReceiverErrorType =
  | ServiceErrorType
  | 'ACTION_FAILED'
  | 'INVALID_CHAIN_ID'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
