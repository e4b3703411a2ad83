// examples/quickstart/src/headless.ts — a UI of your own, with the kit's rules from the SDK
import { canClose, close } from '@portico/sdk'
import { chooseWallet, connectRows } from '@portico/sdk/catalogue'
import { start } from '@portico/sdk/start'
import { portico } from './portico'

const stop = start(portico) // sign-in watching, reconnect, account data, the catalogue, analytics, in order
const { methods, wallets } = connectRows(portico) // the Connect view, as data
console.log(methods) // ['wallet'] here: e-mail and social logins need embeddedWallet()
// The wallets in the page; with walletConnect(): WalletConnect, the catalogue's wallets and All Wallets too.
for (const row of wallets)
  if (row.kind === 'wallet') console.log(row.name, row.installed ? 'installed' : '', row.recent ? 'recent' : '')
const [first] = wallets
if (first?.kind === 'wallet') chooseWallet(portico, first) // its own connecting view, in the page or WalletConnect
portico.$snackbar.subscribe(({ code, params, message }) => {
  // `code` and `params` to translate by (`message` is the English): { code: 'HTTP_STATUS', params: { status: 503 } }
  if (code) console.log(code, params, message)
})
if (canClose(portico)) close(portico)
stop()
