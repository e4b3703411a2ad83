// The React-only floor for `npm run bench`: the least any React modal can do on a click, with nothing of Portico.
// A "Connect Wallet" button that, clicked, renders a dialog with the same roles the bench waits for (a list named
// "Wallets" and its rows). The bench measures Portico's click → wallet list against this page, the same way, in
// the same run.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

const WALLETS = ['WalletConnect', 'Portico Test Wallet', 'Aurora Wallet', 'Borealis', 'All wallets']

function App() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? (
        <div role="dialog" aria-label="Connect Wallet">
          <ul aria-label="Wallets">
            {WALLETS.map((name) => (
              <li key={name}>
                <button type="button">{name}</button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}

createRoot(document.getElementById('root')).render(<App />)
