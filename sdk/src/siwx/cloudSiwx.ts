import { checkParam, hasMethods, objectParam } from '../validation/checkParam'
import type { BlockchainClient } from '../api/blockchain'
import { SIWX_MESSAGE_VERSION } from '../constants'
import type { CaipNetworkId } from '../networks/types'
import type { SmartSession } from '../api/schemas/account'
import { defaultSiwx, type DefaultSiwxOptions } from './defaultSiwx'
import { formatSiwxMessage } from './formatSiwxMessage'
import type { SiwxConfig, SiwxContext, SiwxMessageData, SiwxSession } from './types'
import { siwxError } from './messages'

/** The options of sign-in through the blockchain API's sessions. */
export interface CloudSiwxOptions
  extends Pick<DefaultSiwxOptions, 'domain' | 'uri' | 'statement' | 'resources' | 'required' | 'signOutOnDisconnect'> {
  /** The blockchain service client (`createBlockchainClient` from `@portico/sdk/api`). */
  blockchainClient: Pick<BlockchainClient, 'getSessions' | 'revokeSession'>
  /**
   * Signs a revocation: the service wants the account's signature over the session's `pci`. Without it,
   * sessions cannot be revoked.
   */
  signRevocation?(params: { message: string; address: string; chainId: CaipNetworkId }): Promise<string>
}

const MS_PER_SECOND = 1000

/** A service session seen as a sign-in session. The service keeps no signed message, so the signature is empty. */
function toSiwxSession(session: SmartSession, chainId: CaipNetworkId, address: string): SiwxSession {
  const uri = session.project.url ?? ''
  const data: SiwxMessageData = {
    accountAddress: address,
    chainId,
    uri,
    version: SIWX_MESSAGE_VERSION,
    domain: URL.canParse(uri) ? new URL(uri).host : session.project.id,
    nonce: session.pci,
    requestId: session.pci,
    statement: session.project.name,
    issuedAt: new Date(session.createdAt * MS_PER_SECOND).toISOString(),
    expirationTime: new Date(session.expiry * MS_PER_SECOND).toISOString(),
  }
  return { data, message: formatSiwxMessage(data), signature: '' }
}

/**
 * Sign-in backed by the blockchain service's sessions API, as far as that API goes: it lists an account's
 * sessions (GET /v1/sessions/{caipAddress}; revoked and expired ones are not sessions) and revokes them
 * (POST /v1/sessions/{address}/revoke with the account's signature over each session's pci, made by
 * `signRevocation`). The API has no way to create a session, so `addSession` and `setSessions` refuse with
 * 'The sessions API cannot create sessions'; messages are made locally, as `defaultSiwx` makes them.
 */
export function cloudSiwx(options: CloudSiwxOptions): SiwxConfig {
  checkParam(
    'options',
    objectParam({ blockchainClient: hasMethods(['getSessions', 'revokeSession'], 'must be a blockchain client') }),
    options,
  )
  const { blockchainClient, signRevocation } = options
  const messages = defaultSiwx(options)
  let now = () => Date.now()

  const activeSessions = async (chainId: CaipNetworkId, address: string) => {
    const sessions = await blockchainClient.getSessions(`${chainId}:${address}`)
    const nowSeconds = now() / MS_PER_SECOND
    return sessions.filter((s) => (s.revokedAt === undefined || s.revokedAt === null) && s.expiry > nowSeconds)
  }

  return {
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
    init(context: SiwxContext) {
      now = context.now
      messages.init?.(context)
    },
    getRequired: () => options.required ?? false,
    createMessage: (input) => messages.createMessage(input),
    async addSession() {
      throw siwxError('SIWX_CLOUD_UNSUPPORTED', { params: { action: 'create sessions' } })
    },
    async setSessions() {
      throw siwxError('SIWX_CLOUD_UNSUPPORTED', { params: { action: 'create sessions' } })
    },
    async getSessions(chainId, address) {
      return (await activeSessions(chainId, address)).map((s) => toSiwxSession(s, chainId, address))
    },
    async revokeSession(chainId, address) {
      const sessions = await activeSessions(chainId, address)
      if (sessions.length === 0) return
      if (!signRevocation)
        throw siwxError('SIWX_CLOUD_UNSUPPORTED', { params: { action: 'revoke sessions without signRevocation' } })
      for (const session of sessions) {
        const signature = await signRevocation({ message: session.pci, address, chainId })
        await blockchainClient.revokeSession(address, { pci: session.pci, signature })
      }
    },
  }
}
