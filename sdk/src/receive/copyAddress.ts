import { PorticoError } from '../errors'
import type { Portico } from '../portico/types'
import { runAction } from '../telemetry/runAction'

/** What `copyAddress` returns. */
export type CopyAddressReturnType = string

/**
 * Copies the connected account's address to the clipboard (through the platform); returns it.
 *
 * @example
 * const address = await copyAddress(portico) // on the clipboard, with a snackbar
 */
export function copyAddress(p: Portico): Promise<string> {
  return runAction(p, async (p) => {
    const { address } = p.$account.get()
    if (!address) throw new PorticoError('NOT_CONNECTED', { params: { namespace: p.$activeNamespace.get() ?? 'none' } })
    await p.platform.writeClipboard(address)
    return address
  })
}

/** The error codes `copyAddress` can throw. */
export type CopyAddressErrorType = 'ACTION_FAILED' | 'NOT_CONNECTED'
