// The headless example: the Portico SDK driving a plain page (no React, no kit). It lists the browser wallets of the
// five namespaces (EIP-6963, Wallet Standard, sats-connect, injectedWeb3, Keplr-style), connects, shows the address,
// network and (on EVM) native balance, switches network (31337 ↔ 31338 on the devnet), switches between the
// namespaces connected, and disconnects.
// With the devnet's frame it also signs in by e-mail or GitHub to the embedded wallet (emailLogin.ts, socialLogin.ts,
// embeddedAccount.ts).
import { connect, disconnect, errorMessage, reconnect, switchNetwork, type Portico } from '@portico/sdk'
import { connectorOfWallet, connectRows, type ConnectRow } from '@portico/sdk/catalogue'
import { getBalance } from '@portico/sdk/eip155'
import { loadDevnetConfig } from './config'
import { byId, walletItem } from './dom'
import { setUpEmailLogin } from './emailLogin'
import { renderEmbeddedAccount, setUpEmbeddedAccount } from './embeddedAccount'
import { createHeadlessPortico } from './portico'
import { isSocialReturnPage, setUpSocialLogin } from './socialLogin'
import { run, say } from './status'
import './style.css'

/**
 * Lists the wallets of the Connect view as the SDK orders them (`connectRows`: the same rows the kit shows), less
 * those of a namespace already connected; rebuilt only when the rows change, so a focused button keeps its focus.
 * This page turns WalletConnect and All Wallets off, so its rows are the wallets found in the page.
 */
function watchWallets(p: Portico): void {
  let shown: string | undefined
  const render = () => {
    const { status } = p.$connection.get()
    const rows = connectRows(p).wallets.filter(
      (row): row is Extract<ConnectRow, { kind: 'wallet' }> =>
        row.kind === 'wallet' && status[connectorOfWallet(p, row)?.chain ?? 'eip155'] !== 'connected',
    )
    const key = rows.map((row) => `${row.id}:${row.name}`).join('|')
    if (key !== shown) renderWallets(p, rows)
    shown = key
    // Once connected, the list offers the wallets of the other namespaces; none left, it goes away.
    const anyConnected = Object.values(status).includes('connected')
    byId('wallets').hidden = anyConnected && rows.length === 0
    byId('no-wallets').hidden = anyConnected || rows.length > 0
  }
  p.$connectors.subscribe(render)
  p.$wallets.subscribe(render)
  p.$connection.subscribe(render)
}

/** Namespaces as people call them. */
const NAMESPACE_NAMES: Record<string, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/** The accounts of every connected namespace, each with a button that makes it the active one. */
function renderAccounts(p: Portico): void {
  const active = p.$activeNamespace.get()
  const accounts = Object.entries(p.$chains.get()).flatMap(([namespace, chain]) => {
    const network = chain?.networkState.caipNetwork
    const address = chain?.accountState.status === 'connected' ? chain.accountState.address : undefined
    return address && network ? [{ namespace, address, network }] : []
  })
  byId('accounts').hidden = accounts.length < 2
  byId('account-list').replaceChildren(
    ...accounts.map(({ namespace, address, network }) => {
      const item = document.createElement('li')
      const name = NAMESPACE_NAMES[namespace] ?? namespace
      item.append(`${name}: ${address}`)
      if (namespace !== active) {
        const button = document.createElement('button')
        button.type = 'button'
        button.textContent = `Use ${name}`
        button.addEventListener('click', () => {
          void run(`Switching to ${name}…`, `Using ${name}`, () => switchNetwork(p, { network }), 'account-heading')
        })
        item.append(' ', button)
      }
      return item
    }),
  )
}

function renderWallets(p: Portico, rows: Extract<ConnectRow, { kind: 'wallet' }>[]): void {
  byId('wallet-list').replaceChildren(
    ...rows.map((row) =>
      walletItem(row, () => {
        const connector = connectorOfWallet(p, row)
        if (!connector) return say(`${row.name} is not installed in this browser`)
        void run(
          `Connecting to ${row.name}…`,
          `Connected to ${row.name}`,
          () => connect(p, { connector: connector.id }),
          'account-heading',
        )
      }),
    ),
  )
}

function renderAccount(p: Portico, emailLogin: boolean): void {
  const { address, status: accountStatus } = p.$account.get()
  const connected = accountStatus === 'connected' && Boolean(address)
  byId('email-login').hidden = connected || !emailLogin
  byId('social-login').hidden = connected || !emailLogin
  byId('account').hidden = !connected
  const network = p.$network.get()
  const current = network.caipNetwork
  byId('address').textContent = address ?? ''
  byId('network').textContent = current ? `${current.name} (chain ${current.id})` : ''
  const other = network.requestedCaipNetworks.find((n) => n.caipNetworkId !== current?.caipNetworkId)
  const switchButton = byId<HTMLButtonElement>('switch')
  switchButton.hidden = !other
  // aria-disabled rather than disabled: a disabled button would drop the keyboard focus while the switch runs.
  switchButton.setAttribute('aria-disabled', String(network.isSwitching))
  switchButton.textContent = other ? `Switch to ${other.name}` : ''
  renderEmbeddedAccount(p)
}

/** Reads the native balance of the account on the active network; a later read wins over an earlier one. */
function watchBalance(p: Portico): void {
  let latest = 0
  let shown = ''
  const refresh = () => {
    const { address, status: accountStatus } = p.$account.get()
    const network = p.$network.get().caipNetwork
    // The EVM balance: what getBalance of @portico/sdk/eip155 reads.
    const evm = network?.chainNamespace === 'eip155'
    const key = accountStatus === 'connected' && address && network ? `${network.caipNetworkId}:${address}` : ''
    if (key === shown) return
    shown = key
    const read = ++latest
    const balance = byId('balance')
    byId('balance-row').hidden = !evm
    if (!key || !evm) {
      balance.textContent = ''
      return
    }
    balance.textContent = 'Loading…'
    getBalance(p).then(
      (result) => {
        if (read === latest) balance.textContent = `${result.formatted} ${result.symbol}`
      },
      (error: unknown) => {
        if (read === latest) balance.textContent = `Unavailable: ${errorMessage(error)}`
      },
    )
  }
  p.$account.subscribe(refresh)
  p.$network.subscribe(refresh)
}

async function start(): Promise<void> {
  const config = await loadDevnetConfig()
  const p = createHeadlessPortico(config)
  const emailLogin = Boolean(config.frameUrl)
  watchWallets(p)
  if (emailLogin) {
    setUpEmailLogin(p)
    setUpSocialLogin(p)
    setUpEmbeddedAccount(p)
  }
  p.$account.subscribe(() => renderAccount(p, emailLogin))
  p.$network.subscribe(() => renderAccount(p, emailLogin))
  p.$chains.subscribe(() => renderAccounts(p))
  p.$activeNamespace.subscribe(() => renderAccounts(p))
  watchBalance(p)

  byId('switch').addEventListener('click', () => {
    const { caipNetwork: current, isSwitching, requestedCaipNetworks } = p.$network.get()
    if (isSwitching) return
    const next = requestedCaipNetworks.find((n) => n.caipNetworkId !== current?.caipNetworkId)
    if (next)
      void run(`Switching to ${next.name}…`, `Switched to ${next.name}`, () => switchNetwork(p, { network: next }))
  })
  byId('disconnect').addEventListener(
    'click',
    () => void run('Disconnecting…', 'Disconnected', () => disconnect(p), 'wallets-heading'),
  )

  const restored = await reconnect(p)
  if (restored.length > 0) say('Reconnected')
}

if (isSocialReturnPage()) say('Signing you in… this window closes by itself.')
else start().catch((error: unknown) => say(`Failed to start: ${errorMessage(error)}`))
