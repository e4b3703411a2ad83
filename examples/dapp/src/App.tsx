import { useStore } from '@nanostores/react'
import type { Portico } from '@portico/sdk'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { lazy, Suspense, useEffect } from 'react'
import { AccountSection } from './sections/AccountSection'
import { OpenViewsSection } from './sections/OpenViewsSection'
import { PreferencesSection } from './sections/PreferencesSection'
import { SendBitcoinSection } from './sections/SendBitcoinSection'
import { SendTransactionSection } from './sections/SendTransactionSection'
import { SignInSection } from './sections/SignInSection'
import { SignMessageSection } from './sections/SignMessageSection'

// wagmi and TanStack Query load once a wallet is connected: the page's start carries none of them.
const WagmiSection = lazy(() => import('./sections/WagmiSection'))

export interface AppProps {
  portico: Portico
  signInRequired: boolean
  /** The devnet's USDC, which the wagmi section writes to. */
  usdc?: `0x${string}` | undefined
  /** The devnet's API: its Bitcoin ledger's faucet, for the Bitcoin section. */
  apiUrl: string
}

/** The page: a banner with the kit's buttons, then one section per feature. */
export function App({ portico, signInRequired, usdc, apiUrl }: AppProps) {
  const { themeMode } = useStore(portico.$theme)
  const { status, address } = useStore(portico.$account)
  const connected = status === 'connected' && Boolean(address)
  // The transaction and wagmi sections are EVM's, one sends bitcoin; sign-in and messages work in every namespace.
  const namespace = useStore(portico.$activeNamespace)
  const evm = namespace === 'eip155'

  // The page follows the kit's theme: static CSS keyed on an attribute (no inline style).
  useEffect(() => {
    document.documentElement.dataset.theme = themeMode
  }, [themeMode])

  return (
    <PorticoProvider portico={portico}>
      <header className="banner">
        <p className="brand">Portico demo</p>
        <nav aria-label="Wallet" className="wallet-buttons">
          <ConnectButton />
        </nav>
      </header>
      <main className="content">
        <h1>Portico demo</h1>
        <p className="lead">
          Every feature of the Portico React kit, on the local devnet.
          {signInRequired ? ' Signing in is required on this page.' : ''}
        </p>
        <PreferencesSection />
        <AccountSection />
        {connected ? (
          <>
            <SignInSection />
            <SignMessageSection />
            {evm ? (
              <>
                <SendTransactionSection />
                <Suspense fallback={null}>
                  <WagmiSection usdc={usdc} />
                </Suspense>
              </>
            ) : null}
            {namespace === 'bip122' ? <SendBitcoinSection apiUrl={apiUrl} /> : null}
          </>
        ) : null}
        <OpenViewsSection />
      </main>
      <footer className="footer">
        <p>Portico: an embeddable wallet-connection modal. Nothing here leaves this machine.</p>
      </footer>
    </PorticoProvider>
  )
}
