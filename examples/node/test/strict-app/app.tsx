// A strict app's code against the BUILT packages' declarations (declarations.test.ts runs tsc on it with
// skipLibCheck off): the README's quick starts, plus mistakes an app could make, which the types must reject.
import { canClose, close, connect, createPortico, disconnect, injected, open, reconnect } from '@portico/sdk'
import { connectRows } from '@portico/sdk/catalogue'
import { eip155 } from '@portico/sdk/eip155'
import { type SendState, setSendAmount } from '@portico/sdk/send'
import { devnet, devnetTwo } from '@portico/sdk/networks'
import { start } from '@portico/sdk/start'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createPorticoTheme, vars } from '@portico/themes'

const portico = createPortico({
  projectId: 'portico-devnet',
  networks: [devnet, devnetTwo],
  adapters: [eip155()],
  connectors: [injected()],
  metadata: { name: 'My app', description: 'My app', url: 'https://example.com', icons: [] },
})

export async function walk(): Promise<string | undefined> {
  const stop = start(portico)
  await reconnect(portico)
  open(portico)
  await connect(portico, { connector: 'dev.portico.testwallet' })
  const { wallets } = connectRows(portico)
  if (canClose(portico)) close(portico)
  await disconnect(portico)
  stop()
  return wallets[0]?.kind
}

// An entry adds its store to the instance's type: importing `@portico/sdk/send` gives `portico.$send`, read-only.
export function sendForm(): SendState {
  setSendAmount(portico, { amount: '1' })
  return portico.$send.get()
}

export const accent: string = vars.color.accent
export const theme = createPorticoTheme({ accent: '#2f6fed' })

export function App() {
  return (
    <PorticoProvider portico={portico}>
      <ConnectButton />
    </PorticoProvider>
  )
}

// The declarations are real types, not `any`: each mistake below must be an error.
// @ts-expect-error -- connect takes one params object, not a connector id
void connect(portico, 'dev.portico.testwallet')
// @ts-expect-error -- the send form changes through its setters, not by hand
portico.$send.set({ status: 'idle' })
// @ts-expect-error -- no entry adds a store of that name
void portico.$nothing
// @ts-expect-error -- a theme token that does not exist
export const missing: string = vars.color.notAToken
// @ts-expect-error -- the provider needs the instance
export const noInstance = <PorticoProvider />
