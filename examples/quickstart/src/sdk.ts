// examples/quickstart/src/sdk.ts — connecting with the SDK alone, in a page
import { connect, disconnect, open, reconnect } from '@portico/sdk'
import { portico } from './portico'

await reconnect(portico) // silently back to the wallet used last time, if any
portico.$connectors.subscribe(({ all }) => console.log(all.map((c) => c.name))) // EIP-6963 wallets as they announce
portico.$account.subscribe(({ address, status }) => console.log(status, address))
open(portico) // the modal's state opens on Connect (or Account when an address is known)
await connect(portico, { connector: 'dev.portico.testwallet' }) // a connector, or its id / rdns / catalogue id
await disconnect(portico)
