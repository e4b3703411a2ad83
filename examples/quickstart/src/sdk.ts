// examples/quickstart/src/sdk.ts — connecting with the SDK alone, in a page
import { connect, disconnect, open, reconnect } from '@portico/sdk'
import { portico } from './portico'

await reconnect(portico) // silently back to the wallet used last time, if any
portico.$connectors.subscribe(({ all }) => console.log(all.map((c) => c.name))) // EIP-6963 wallets as they announce
portico.$account.subscribe(({ address, status }) => console.log(status, address))
open(portico) // the modal's state opens on Connect (or Account when an address is known)

// Your UI lists `portico.$connectors.get().all`; the user picks one: a connector, or its id, rdns or catalogue id.
export const onWalletPicked = (connector: string) => connect(portico, { connector })
export const onDisconnect = () => disconnect(portico)
