// examples/quickstart/src/WalletButton.tsx — a button of your own, with ConnectButton's state and actions
import { ConnectButton } from '@portico/react'

export function WalletButton() {
  return (
    <ConnectButton>
      {({ status, account, open }) => (
        <button type="button" onClick={open}>
          {account ? account.displayName : status === 'connecting' ? 'Connecting…' : 'Sign in'}
        </button>
      )}
    </ConnectButton>
  )
}
