// examples/quickstart/src/App.tsx — the React kit
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
