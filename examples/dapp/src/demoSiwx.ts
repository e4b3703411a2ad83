// Sign-in for the demo: sessions the user signs here are kept by the default configuration (verified, in the
// instance's storage), and the sessions the devnet's blockchain API already holds for the account count too
// (`cloudSiwx`: the API lists and revokes sessions but cannot create them). Signing out revokes both; the devnet's
// sessions need the wallet's signature, so they are revoked only while the account is still connected.
import type { Portico } from '@portico/sdk'
import { createBlockchainClient } from '@portico/sdk/api'
import { signMessage } from '@portico/sdk/eip155'
import { cloudSiwx, defaultSiwx, type SiwxConfig } from '@portico/sdk/siwx'
import type { DevnetConfig } from './config'

export interface DemoSiwxOptions {
  required: boolean
  /** The instance, once created (the configuration is an option of the instance, so it comes later). */
  portico(): Portico | undefined
}

export function demoSiwx(config: DevnetConfig, options: DemoSiwxOptions): SiwxConfig {
  const statement = 'Sign in to the Portico demo'
  const local = defaultSiwx({ statement, required: options.required })
  const connected = (address: string) => {
    const p = options.portico()
    const account = p?.$account.get()
    return p && account?.status === 'connected' && account.address?.toLowerCase() === address.toLowerCase()
      ? p
      : undefined
  }
  const cloud = cloudSiwx({
    blockchainClient: createBlockchainClient({ baseUrl: config.apiUrl, projectId: config.projectId }),
    signRevocation: async ({ message, address }) => {
      const p = connected(address)
      if (!p) throw new Error('The wallet is not connected')
      return signMessage(p, { message })
    },
  })
  return {
    ...local,
    init(context) {
      local.init?.(context)
      cloud.init?.(context)
    },
    async getSessions(chainId, address) {
      // The devnet's blockchain API holds sessions of its EVM chains only.
      const [own, devnet] = await Promise.all([
        local.getSessions(chainId, address),
        chainId.startsWith('eip155:') ? cloud.getSessions(chainId, address) : [],
      ])
      return [...own, ...devnet]
    },
    async revokeSession(chainId, address) {
      await local.revokeSession(chainId, address)
      if (connected(address) && chainId.startsWith('eip155:')) await cloud.revokeSession(chainId, address)
    },
  }
}
