import * as v from 'valibot'
import { PorticoError } from '../errors'
import type { ParsedCaipAddress } from '../caip/parseCaipAddress'
import type { Eip1193Provider } from '../connectors/types'
import { siwxError } from './messages'

const hexSignature = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/))
const solanaAnswer = v.object({ signature: v.pipe(v.string(), v.nonEmpty()) })

function invalid(field: string, issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): PorticoError {
  return new PorticoError('INVALID_RESPONSE', { params: { field, reason: issues[0].message } })
}

function utf8Hex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/**
 * Asks the connected wallet to sign the message text: eip155 with `personal_sign` (hex UTF-8 message, address),
 * solana with `solana_signMessage` (base58 message and public key, answering a base58 signature, as
 * WalletConnect wallets do). The answer is checked. Other namespaces cannot sign in.
 */
export async function signWithWallet(provider: Eip1193Provider, account: ParsedCaipAddress, message: string): Promise<string> {
  if (account.namespace === 'eip155') {
    const answer = await provider.request({ method: 'personal_sign', params: [utf8Hex(message), account.address] })
    const parsed = v.safeParse(hexSignature, answer)
    if (!parsed.success) throw invalid('personal_sign', parsed.issues)
    return parsed.output
  }
  if (account.namespace === 'solana') {
    const { getBase58Decoder } = await import('@solana/kit')
    const encoded = getBase58Decoder().decode(new TextEncoder().encode(message))
    const answer = await provider.request({ method: 'solana_signMessage', params: { message: encoded, pubkey: account.address } })
    const parsed = v.safeParse(solanaAnswer, answer)
    if (!parsed.success) throw invalid('solana_signMessage', parsed.issues)
    return parsed.output.signature
  }
  throw siwxError('SIWX_UNSUPPORTED_NAMESPACE', { params: { namespace: account.namespace } })
}
