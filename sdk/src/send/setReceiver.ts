import { NAMES_NAMESPACES } from '../constants'
import type { Portico } from '../instance/types'
import { resolveName } from '../names/resolveName'
import { defineAction } from '../telemetry/defineAction'
import { isAddress } from '../validation/isAddress'
import { nameAddress } from './nameAddress'
import { updateSend } from './updateSend'

/** A typed name: something with a dot that is not an address (e.g. 'alice.reown.id'). */
const looksLikeName = (text: string) => text.includes('.')

/**
 * Sets the receiver from what the user typed: an address of the active namespace is taken as it is; on a
 * namespace with names (eip155) a name is resolved through the name service to its address, and its name and
 * avatar are shown (a late answer for a name typed over since is dropped, returning undefined). Anything else leaves no receiver (sending then fails with 'An amount and receiver address are
 * required'). Returns the receiver address.
 */
export const setReceiver = defineAction(async (p: Portico, input: string): Promise<string | undefined> => {
  const text = input.trim()
  const network = p.$network.get().caipNetwork
  const none = { receiverAddress: undefined, receiverProfileName: undefined, receiverProfileImageUrl: undefined }
  if (network && isAddress(text, network.chainNamespace)) {
    updateSend(p, { ...none, receiverAddress: text })
    return text
  }
  if (!network || !NAMES_NAMESPACES.includes(network.chainNamespace) || !looksLikeName(text)) {
    updateSend(p, none)
    return undefined
  }
  // The name shows while it resolves; an answer for a name the user has typed over since is dropped.
  updateSend(p, { ...none, receiverProfileName: text })
  const record = await resolveName(p, text)
  if (p.$send.get().receiverProfileName !== text || p.$send.get().receiverAddress) return undefined
  const address = record && nameAddress(record, Number(network.id))
  const avatar = record?.attributes?.find((attribute) => attribute.avatar)?.avatar ?? undefined
  updateSend(p, address ? { receiverAddress: address, receiverProfileName: text, receiverProfileImageUrl: avatar } : none)
  return address
})
