// Test helper for sign-in: a wallet Portico (local anvil chains, eip155 adapter) with a sign-in configuration
// turned on (`watchSignIn`), and a private-key wallet as its connector that can be told to decline a signature.
import type { Hex } from 'viem'
import { connect } from '@portico/sdk'
import { reconnect } from '@portico/sdk'
import { external } from '@portico/sdk'
import type { ProviderRequest } from '@portico/sdk'
import type { PorticoOptions } from '@portico/sdk'
import { memoryPlatform, type MemoryPlatform } from '@portico/sdk/platform'
import { watchSignIn } from '@portico/sdk/siwx'
import { ANVIL_KEYS, type Anvil } from '../chains/anvil'
import { privateKeyProvider, ProviderRpcError, type TestWallet } from '../wallets/privateKeyProvider'
import { localChains, testPortico } from './testPortico'

export const TEST_WALLET_ID = 'test-wallet'
export const TEST_APP_METADATA = {
  name: 'Example',
  description: 'Example app',
  url: 'https://app.example.com',
  icons: [],
}

export interface SigningWallet extends TestWallet {
  /** The next `personal_sign` is declined by the user (4001). */
  declineNextSignature(): void
  /** What the app showed while each `personal_sign` was waiting (read by `onSign`). */
  onSign?: () => void
}

/** A private-key wallet on the first anvil, which can decline the next signature as a user would. */
export function signingWallet(one: Anvil, options: { authorized?: boolean; privateKey?: Hex } = {}): SigningWallet {
  const wallet = privateKeyProvider({
    privateKey: options.privateKey ?? ANVIL_KEYS[0]!,
    chains: [{ chainId: one.chainId, rpcUrl: one.rpcUrl }],
    authorized: options.authorized,
  })
  let decline = false
  const signing: SigningWallet = Object.create(wallet) as SigningWallet
  signing.declineNextSignature = () => {
    decline = true
  }
  signing.request = async (args: ProviderRequest) => {
    if (args.method === 'personal_sign') {
      signing.onSign?.()
      if (decline) {
        decline = false
        throw new ProviderRpcError(4001, 'User rejected the request.')
      }
    }
    return wallet.request(args)
  }
  return signing
}

/** A Portico with sign-in watched and the wallet as its connector, reconnected (when it remembers the site). */
export async function siwxPortico(
  one: Anvil,
  two: Anvil,
  options: Partial<PorticoOptions>,
  wallet: SigningWallet,
  platform: MemoryPlatform = memoryPlatform(),
) {
  const connector = external({ id: TEST_WALLET_ID, name: 'Test Wallet', provider: wallet })
  const p = testPortico(
    { ...localChains(one, two), metadata: TEST_APP_METADATA, connectors: [connector], ...options },
    platform,
  )
  const stop = watchSignIn(p)
  await reconnect(p)
  return { p, stop, connectWallet: () => connect(p, { connector: TEST_WALLET_ID }) }
}
