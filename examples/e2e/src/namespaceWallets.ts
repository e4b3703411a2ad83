// Browser wallets of the other namespaces for the page under test, each speaking its real discovery protocol in the
// page while its keys and state stay in Node (so they survive reloads, as an extension's would): a Keplr-style
// Cosmos wallet (`window.keplr`), a Polkadot extension (`window.injectedWeb3`), a sats-connect Bitcoin wallet
// (`window.btc_providers`, `window.XverseProviders`), and a Bitcoin Wallet Standard wallet (registered through the
// standard's `wallet-standard:register-wallet` and `wallet-standard:app-ready` events). The page's objects forward each call to `__namespaceWallet`
// (exposed by Playwright); events go back through `__namespaceWalletEmit`. Byte arrays cross as `{ bytes: hex }`.
import type { BrowserContext } from 'playwright-core'
import type { KeplrWallet } from '@portico-examples/test-support/wallets/keplrWallet'
import type { PolkadotExtension } from '@portico-examples/test-support/wallets/polkadotExtension'
import type { SatsConnectWallet } from '@portico-examples/test-support/wallets/satsConnectWallet'
import type { BitcoinStandardWallet } from '@portico-examples/test-support/wallets/bitcoinStandardWallet'

export interface NamespaceWallets {
  keplr?: KeplrWallet
  /** Installed as `window.injectedWeb3['polkadot-js']`. */
  polkadot?: PolkadotExtension
  /** Installed as Xverse. */
  sats?: SatsConnectWallet
  /** Registered with the Wallet Standard. */
  standard?: BitcoinStandardWallet
}

type Answer = { result: unknown } | { error: { code?: unknown; message: string } }

const WALLET_ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" fill="%23f7931a"/%3E%3C/svg%3E'

/** Byte arrays as they cross into the page. */
function encode(value: unknown): unknown {
  if (value instanceof Uint8Array) return { bytes: Buffer.from(value).toString('hex') }
  if (Array.isArray(value)) return value.map(encode)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]))
  return value
}

/** Installs the wallets in every page of `context` (also after reloads). */
export async function installNamespaceWallets(context: BrowserContext, wallets: NamespaceWallets): Promise<void> {
  const emit = async (wallet: string, event: string, args: unknown[]) => {
    for (const page of context.pages())
      await page
        .evaluate(
          ([w, e, a]) =>
            (
              window as unknown as { __namespaceWalletEmit?: (w: string, e: string, a: unknown[]) => void }
            ).__namespaceWalletEmit?.(w, e, a),
          [wallet, event, encode(args) as unknown[]] as const,
        )
        .catch(() => undefined) // a page closing meanwhile has nobody to tell
  }
  const extensions = new Map<string, Awaited<ReturnType<PolkadotExtension['enable']>>>()
  const subscriptions = new Set<string>()
  const satsEvents = new Set<string>()
  wallets.standard?.on('change', (change) => void emit('standard', 'change', [change]))

  const handle = async (wallet: string, method: string, args: unknown[]): Promise<unknown> => {
    if (wallet === 'keplr' && wallets.keplr) {
      const keplr = wallets.keplr as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>
      if (!['enable', 'getKey', 'signAmino', 'signArbitrary', 'disable'].includes(method) || !keplr[method])
        throw new Error(`Keplr has no ${method}`)
      return keplr[method](...args)
    }
    if (wallet === 'polkadot' && wallets.polkadot) {
      const [app] = args as [string]
      if (method === 'enable') {
        extensions.set(app, await wallets.polkadot.enable(app))
        return true
      }
      const extension = extensions.get(app)
      if (!extension) throw new Error('Not enabled')
      if (method === 'accounts.get') return extension.accounts.get()
      if (method === 'signRaw') return extension.signer.signRaw(args[1] as never)
      if (method === 'subscribe') {
        if (!subscriptions.has(app)) {
          subscriptions.add(app)
          extension.accounts.subscribe((accounts) => void emit('polkadot', 'accounts', [accounts]))
        }
        return extension.accounts.get()
      }
    }
    if (wallet === 'sats' && wallets.sats) {
      if (method === 'request') return wallets.sats.request(args[0] as string, args[1])
      if (method === 'addListener') {
        const [event] = args as [string]
        if (!satsEvents.has(event)) {
          satsEvents.add(event)
          wallets.sats.addListener(event, (...payload) => void emit('sats', event, payload))
        }
        return true
      }
    }
    if (wallet === 'standard' && wallets.standard) {
      const standard = wallets.standard
      if (method === 'accounts') return standard.accounts()
      if (method === 'connect') return standard.connect(args[0] as { purposes: string[] })
      if (method === 'disconnect') return standard.disconnect()
      if (method === 'signMessage') {
        const [address, message] = args as [string, string]
        return standard.signMessage({ account: { address }, message: Buffer.from(message, 'hex') })
      }
      if (method === 'signTransaction') {
        const [psbt, inputsToSign] = args as [string, { address: string; signingIndexes: number[] }[]]
        return standard.signTransaction({
          psbt: Buffer.from(psbt, 'hex'),
          inputsToSign: inputsToSign.map(({ address, signingIndexes }) => ({ account: { address }, signingIndexes })),
        })
      }
    }
    throw new Error(`No ${wallet} wallet with ${method}`)
  }

  await context.exposeFunction('__namespaceWallet', async (wallet: string, method: string, args: unknown[]) => {
    try {
      return { result: encode(await handle(wallet, method, args)) } satisfies Answer
    } catch (error) {
      // Handed to the page as the wallet's own error; not swallowed.
      const { code, message } = error as { code?: unknown; message?: string }
      return { error: { code, message: message ?? String(error) } } satisfies Answer
    }
  })
  await context.addInitScript(installInPage, {
    keplr: Boolean(wallets.keplr),
    polkadot: Boolean(wallets.polkadot),
    sats: Boolean(wallets.sats),
    standard: wallets.standard ? { name: wallets.standard.name, chains: wallets.standard.chains } : undefined,
    icon: WALLET_ICON,
  })
}

/** Fires the Keplr wallet's key-change event in every page (after `wallet.changeKey`). */
export async function keplrKeystoreChanged(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) await page.evaluate(() => window.dispatchEvent(new Event('keplr_keystorechange')))
}

/** Runs in the page (serialised by Playwright): the wallets' objects, forwarding to Node. */
function installInPage(installed: {
  keplr: boolean
  polkadot: boolean
  sats: boolean
  standard: { name: string; chains: string[] } | undefined
  icon: string
}): void {
  type PageWindow = Window & Record<string, unknown>
  const page = window as unknown as PageWindow & {
    __namespaceWallet(wallet: string, method: string, args: unknown[]): Promise<Answer>
    __namespaceWalletEmit?(wallet: string, event: string, args: unknown[]): void
  }
  const decode = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(decode)
    if (value && typeof value === 'object') {
      const { bytes } = value as { bytes?: unknown }
      if (typeof bytes === 'string' && Object.keys(value).length === 1)
        return Uint8Array.from(bytes.match(/../g) ?? [], (h) => Number.parseInt(h, 16))
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]))
    }
    return value
  }
  const call = async (wallet: string, method: string, args: unknown[]) => {
    const answer = await page.__namespaceWallet(wallet, method, args)
    if ('error' in answer) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
    return decode(answer.result)
  }
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  page.__namespaceWalletEmit = (wallet, event, args) => {
    for (const listener of listeners.get(`${wallet}:${event}`) ?? []) listener(...(decode(args) as unknown[]))
  }
  const listen = (key: string, listener: (...args: unknown[]) => void) => {
    listeners.set(key, (listeners.get(key) ?? new Set()).add(listener))
    return () => void listeners.get(key)?.delete(listener)
  }

  if (installed.keplr) {
    page.keplr = Object.fromEntries(
      ['enable', 'getKey', 'signAmino', 'signArbitrary', 'disable'].map((method) => [
        method,
        (...args: unknown[]) => call('keplr', method, args),
      ]),
    )
  }
  if (installed.polkadot) {
    page.injectedWeb3 = {
      'polkadot-js': {
        version: '0.1.0',
        async enable(app: string) {
          await call('polkadot', 'enable', [app])
          return {
            accounts: {
              get: () => call('polkadot', 'accounts.get', [app]),
              subscribe(callback: (accounts: unknown) => void) {
                const stop = listen('polkadot:accounts', callback)
                void call('polkadot', 'subscribe', [app]).then(callback)
                return stop
              },
            },
            signer: { signRaw: (raw: unknown) => call('polkadot', 'signRaw', [app, raw]) },
          }
        },
      },
    }
  }
  if (installed.sats) {
    page.XverseProviders = {
      BitcoinProvider: {
        request: (method: string, params?: unknown) => call('sats', 'request', [method, params]),
        addListener(event: string, listener: (...args: unknown[]) => void) {
          void call('sats', 'addListener', [event])
          return listen(`sats:${event}`, listener)
        },
      },
    }
    page.btc_providers = [{ id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: installed.icon }]
  }
  if (installed.standard) {
    const { name, chains } = installed.standard
    const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
    let accounts: unknown[] = []
    const keep = (list: unknown) => {
      accounts = list as unknown[]
      return accounts
    }
    listen('standard:change', (change) => keep((change as { accounts: unknown[] }).accounts))
    const wallet = {
      version: '1.0.0',
      name,
      icon: installed.icon,
      chains,
      get accounts() {
        return accounts
      },
      features: {
        'bitcoin:connect': {
          version: '1.0.0',
          connect: async (input: unknown) => {
            const answer = (await call('standard', 'connect', [input])) as { accounts: unknown[] }
            keep(answer.accounts)
            return answer
          },
        },
        'bitcoin:signMessage': {
          version: '1.0.0',
          signMessage: (...inputs: { account: { address: string }; message: Uint8Array }[]) =>
            Promise.all(
              inputs.map(async ({ account, message }) => {
                const signature = await call('standard', 'signMessage', [account.address, toHex(message)])
                return { signedMessage: message, signature }
              }),
            ),
        },
        'bitcoin:signTransaction': {
          version: '1.0.0',
          signTransaction: (
            ...inputs: {
              psbt: Uint8Array
              inputsToSign: { account: { address: string }; signingIndexes: number[] }[]
            }[]
          ) =>
            Promise.all(
              inputs.map(async ({ psbt, inputsToSign }) => ({
                signedPsbt: await call('standard', 'signTransaction', [
                  toHex(psbt),
                  inputsToSign.map(({ account, signingIndexes }) => ({ address: account.address, signingIndexes })),
                ]),
              })),
            ),
        },
        'standard:events': {
          version: '1.0.0',
          on: (_event: string, listener: (change: unknown) => void) => listen('standard:change', listener),
        },
        'standard:disconnect': {
          version: '1.0.0',
          disconnect: async () => {
            await call('standard', 'disconnect', [])
            keep([])
          },
        },
      },
    }
    // What the wallet granted before a reload first, then registration as the standard's wallets do it: once now,
    // and again whenever an app says it is ready.
    void call('standard', 'accounts', []).then((list) => {
      keep(list)
      const callback = (api: { register(wallet: unknown): unknown }) => api.register(wallet)
      window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
      window.addEventListener('wallet-standard:app-ready', (event) =>
        callback((event as CustomEvent<{ register(wallet: unknown): unknown }>).detail),
      )
    })
  }
}
