// examples/quickstart/src/App.tsx — the React kit; `./portico` is the block above, saved as src/portico.ts
import { ConnectButton, PorticoProvider } from '@portico/react'
import '@portico/themes/styles.css'
import '@portico/react/styles.css'
import { portico } from './portico'

export default function App() {
  return (
    <PorticoProvider portico={portico}>
      <ConnectButton />
    </PorticoProvider>
  )
}
