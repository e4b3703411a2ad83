import * as v from 'valibot'
import type { CaipNetworkId } from '../networks/types'
import type { SiwxSession } from '../siwx/types'
import { requestError } from '../errors/requestMessages'

const text = v.optional(v.string())

/** A CACAO (CAIP-74) as a wallet returns it for a one-click sign-in, checked at the boundary. */
export const cacaoSchema = v.object({
  h: v.looseObject({ t: v.picklist(['caip122']) }),
  p: v.looseObject({
    iss: v.pipe(v.string(), v.regex(/^did:pkh:eip155:[0-9]{1,32}:0x[0-9a-fA-F]{40}$/)),
    domain: v.string(),
    aud: text,
    uri: text,
    version: v.string(),
    nonce: v.pipe(v.string(), v.nonEmpty()),
    iat: v.string(),
    exp: text,
    nbf: text,
    statement: text,
    requestId: text,
    resources: v.optional(v.array(v.string())),
  }),
  s: v.looseObject({ t: v.string(), s: v.pipe(v.string(), v.nonEmpty()) }),
})

export type Cacao = v.InferOutput<typeof cacaoSchema>

/**
 * A sign-in session from a wallet's CACAO and the text it signed (`message`, the EIP-4361 text WalletConnect
 * formats from the CACAO). The statement is taken from the text: WalletConnect adds the ReCap permissions to the
 * requested statement, so the session's data gives back exactly the text that was signed.
 */
export function sessionFromCacao(cacao: unknown, message: string): SiwxSession {
  const parsed = v.safeParse(cacaoSchema, cacao)
  if (!parsed.success) {
    const [issue] = parsed.issues
    throw requestError('INVALID_RESPONSE', {
      params: { field: `cacao.${v.getDotPath(issue) ?? ''}`, reason: issue.message },
    })
  }
  const { p, s } = parsed.output
  const [, , namespace = '', reference = '', address = ''] = p.iss.split(':')
  const [, , , statement] = message.split('\n')
  return {
    data: {
      accountAddress: address,
      chainId: `${namespace}:${reference}` as CaipNetworkId,
      uri: p.aud ?? p.uri ?? '',
      version: p.version,
      nonce: p.nonce,
      domain: p.domain,
      issuedAt: p.iat,
      expirationTime: p.exp,
      notBefore: p.nbf,
      requestId: p.requestId,
      resources: p.resources,
      statement: statement || undefined,
    },
    message,
    signature: s.s,
    cacao: parsed.output,
  }
}
