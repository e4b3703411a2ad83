import type { CaipNetwork } from '../networks/types'
import type { Portico } from '../portico/types'
import type { SiwxConfig } from '../siwx/types'
import { siwxContext } from '../siwx/siwxContext'
import { verifySiwxSession } from '../siwx/verifySiwxSession'
import { ONE_CLICK_ACCOUNT_PLACEHOLDER } from './constants'
import type { Session, UniversalProvider } from './loadUniversalProvider'
import { NAMESPACE_METHODS } from './namespaces'
import { sessionFromCacao } from './sessionFromCacao'

/**
 * One-click sign-in (WalletConnect `authenticate`, eip155 only): one wallet approval gives both the session and
 * the sign-in. The request's domain, URI, nonce, statement and times come from the sign-in configuration's
 * message; the wallet answers with a signed CACAO per chain, each turned into a sign-in session, verified, and
 * added to the configuration, so no second signature is asked. Resolves with the WalletConnect session.
 * A refusal rejects with the wallet's reason as an Error (the pairing then offers a fresh link).
 */
export async function authenticateSession(
  p: Portico,
  provider: UniversalProvider,
  siwx: SiwxConfig,
  networks: readonly CaipNetwork[],
): Promise<Session | undefined> {
  const chains = networks.map((n) => n.caipNetworkId)
  const [chainId] = chains
  if (!chainId) return undefined
  const template = await siwx.createMessage({ accountAddress: ONE_CLICK_ACCOUNT_PLACEHOLDER, chainId })
  const result = await provider
    .authenticate({
      chains,
      domain: template.domain,
      uri: template.uri,
      nonce: template.nonce,
      statement: template.statement,
      resources: template.resources,
      exp: template.expirationTime,
      nbf: template.notBefore,
      requestId: template.requestId,
      methods: [...NAMESPACE_METHODS.eip155],
    })
    .catch((reason: unknown) => {
      // The sign client rejects a refused request with the wallet's message text alone.
      throw typeof reason === 'string' ? new Error(reason) : reason
    })
  const context = siwxContext(p)
  for (const cacao of result.auths ?? []) {
    const message = provider.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
    const session = sessionFromCacao(cacao, message)
    const { chainId } = session.data
    await verifySiwxSession({
      session,
      adapter: context.adapter(chainId.split(':')[0] ?? ''),
      rpcUrl: context.rpcUrl(chainId),
    })
    await siwx.addSession(session)
  }
  return result.session
}
