import { checkParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
import type { Namespace } from '../constants'
import type { SiwxMessageData } from './types'

/** The account kind the first line names, per namespace (EIP-4361 for eip155; the same shape elsewhere). */
const ACCOUNT_KIND: Record<Namespace, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/**
 * The text a wallet signs, in the exact EIP-4361 format: the domain's request line, the address, the optional
 * statement between blank lines, then the fields in their fixed order (optional ones only when set), and the
 * resources as a list. The chain id line shows the network's reference (`1` for `eip155:1`).
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  checkParam(
    'data',
    objectParam({ accountAddress: v.string(), chainId: v.string(), uri: v.string(), domain: v.string() }),
    data,
  )
  const [namespace = '', ...rest] = data.chainId.split(':')
  const reference = rest.join(':')
  const kind = ACCOUNT_KIND[namespace as Namespace] ?? namespace
  const head = [`${data.domain} wants you to sign in with your ${kind} account:`, data.accountAddress, '']
  if (data.statement) head.push(data.statement)
  const fields: [string, string | undefined][] = [
    ['URI', data.uri],
    ['Version', data.version],
    ['Chain ID', reference],
    ['Nonce', data.nonce],
    ['Issued At', data.issuedAt],
    ['Expiration Time', data.expirationTime],
    ['Not Before', data.notBefore],
    ['Request ID', data.requestId],
  ]
  const lines = fields.filter(([, value]) => value !== undefined).map(([name, value]) => `${name}: ${value}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return [...head, '', ...lines].join('\n')
}
