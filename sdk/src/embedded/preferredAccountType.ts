import type { Portico } from '../portico/types'
import { STORAGE_KEYS } from '../storage/keys'
import type { EmbeddedAccountType } from './protocol'

/**
 * The account type to ask the embedded wallet for on eip155: the one the user prefers (state, else storage, else the
 * app's default), when it is one the embedded wallet has (eoa or smartAccount). On chain `chainId`, a smart account
 * is asked for only where the frame lists smart accounts as enabled (`smartAccountEnabledNetworks`); elsewhere eoa.
 */
export function preferredAccountType(p: Portico, chainId?: number | string): EmbeddedAccountType | undefined {
  const chain = p.$chains.get().eip155
  const type =
    chain?.accountState.preferredAccountType ??
    p.storage.read(STORAGE_KEYS.preferredAccountTypes)?.eip155 ??
    p.$options.get().defaultAccountTypes.eip155
  if (
    type === 'smartAccount' &&
    chainId !== undefined &&
    !chain?.networkState.smartAccountEnabledNetworks.includes(Number(chainId))
  )
    return 'eoa'
  return type === 'eoa' || type === 'smartAccount' ? type : undefined
}
