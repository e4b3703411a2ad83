import { isImageUrl, open } from '@portico/sdk'
import { truncateAddress } from '@portico/sdk/format'
import { useStore } from '../hooks/useStore'
import { usePorticoContext } from '../hooks/context'

/** Everything a button of your own needs to be Portico's Connect button: the state, its texts and the actions. */
export interface ConnectButtonState {
  /** 'connected' once an account is known; 'connecting' also while a stored connection is restored. */
  status: 'disconnected' | 'connecting' | 'connected'
  /** The account, once one is connected; undefined before. */
  account:
    | {
        address: string
        /** The profile name, or the address shortened to 4…6. */
        displayName: string
        /** The profile image, when it is a safe URL. */
        image: string | undefined
        /**
         * The balance with its symbol, in the shown locale ('1.25 ETH'); undefined until the SDK has read it, and on
         * namespaces without balances (bip122, polkadot, cosmos).
         */
        balance: string | undefined
      }
    | undefined
  /** The active network, once an account is connected. */
  network: { name: string; image: string | undefined; supported: boolean } | undefined
  /** Opens the modal: on Connect, or on the account once one is connected (the SDK's opening rules). */
  open(): void
  /** Opens the modal on the network list. */
  openNetworks(): void
}

/**
 * The state and actions behind `ConnectButton`, for a button of your own (or `<ConnectButton>{(state) => …}`).
 *
 * @example
 * function WalletButton() {
 *   const { status, account, open } = useConnectButton()
 *   if (account) return <button onClick={open}>{account.displayName}</button>
 *   return <button onClick={open} disabled={status === 'connecting'}>Connect</button>
 * }
 */
export function useConnectButton(): ConnectButtonState {
  const { portico, t } = usePorticoContext()
  const account = useStore(portico.$account)
  const { loading } = useStore(portico.$modal)
  const { caipNetwork, isSupported } = useStore(portico.$network)
  const connecting = loading || account.status === 'connecting' || account.status === 'reconnecting'
  return {
    status: account.address ? 'connected' : connecting ? 'connecting' : 'disconnected',
    account: account.address
      ? {
          address: account.address,
          displayName: account.profileName || truncateAddress(account.address),
          image: isImageUrl(account.profileImage) ? account.profileImage : undefined,
          balance: account.balance === undefined ? undefined : t.formatBalance(account.balance, account.balanceSymbol),
        }
      : undefined,
    network:
      account.address && caipNetwork
        ? {
            name: caipNetwork.name,
            image: isImageUrl(caipNetwork.assets?.imageUrl) ? caipNetwork.assets?.imageUrl : undefined,
            supported: isSupported,
          }
        : undefined,
    open: () => open(portico),
    openNetworks: () => open(portico, { view: 'Networks' }),
  }
}
