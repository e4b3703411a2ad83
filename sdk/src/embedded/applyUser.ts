import { updateAccountState } from '../chains/updateAccountState'
import type { EmbeddedUser } from '../chains/types'
import type { Portico } from '../portico/types'
import type { FrameUser } from './protocol'
import { findAdapter } from '../connectors/findAdapter'

/**
 * Shows the embedded user session (spec §3) on the eip155 account state: the user, every account with its type,
 * the preferred type, whether the smart account is deployed, and the active address.
 */
export function applyUser(p: Portico, frameUser: FrameUser): void {
  const user = embeddedUser(p, frameUser)
  const { address, accounts = [] } = user
  updateAccountState(
    p,
    {
      user,
      address,
      caipAddress: `eip155:${frameUser.chainId}:${address}`,
      allAccounts: accounts.length > 0 ? accounts : [{ address }],
      smartAccountDeployed: frameUser.smartAccountDeployed ?? false,
      ...(frameUser.preferredAccountType && { preferredAccountType: frameUser.preferredAccountType }),
      status: 'connected',
    },
    'eip155',
  )
}

/** The embedded wallet's user as the account state holds it, its addresses formatted as eip155's. */
export function embeddedUser(p: Portico, frameUser: FrameUser): EmbeddedUser {
  const adapter = findAdapter(p, 'eip155')
  const format = (address: string) => adapter?.formatAddress?.(address) ?? address
  const address = format(frameUser.address)
  const accounts = (frameUser.accounts ?? []).map((account) => ({
    address: format(account.address),
    type: account.type,
  }))
  const user: EmbeddedUser = {
    email: frameUser.email,
    address,
    chainId: frameUser.chainId,
    accounts,
    ...(frameUser.userName !== undefined && { userName: frameUser.userName }),
    ...(frameUser.preferredAccountType && { preferredAccountType: frameUser.preferredAccountType }),
    ...(frameUser.smartAccountDeployed !== undefined && { smartAccountDeployed: frameUser.smartAccountDeployed }),
  }
  return user
}
