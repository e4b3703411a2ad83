import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../siwx/formatSiwxMessage'
import { sessionFromCacao } from './sessionFromCacao'

const address = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d').address
const cacao = {
  h: { t: 'caip122' },
  p: {
    iss: `did:pkh:eip155:31337:${address}`,
    domain: 'app.example',
    aud: 'https://app.example/login',
    version: '1',
    nonce: 'n0nce1234',
    iat: '2026-11-22T10:00:00.000Z',
    resources: ['urn:recap:abc'],
  },
  s: { t: 'eip191', s: '0xabcdef' },
}
// The text WalletConnect formats from that CACAO: its statement carries the ReCap permissions.
const statement =
  "I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign' for 'eip155'."
const message = [
  `app.example wants you to sign in with your Ethereum account:`,
  address,
  '',
  statement,
  '',
  'URI: https://app.example/login',
  'Version: 1',
  'Chain ID: 31337',
  'Nonce: n0nce1234',
  'Issued At: 2026-11-22T10:00:00.000Z',
  'Resources:',
  '- urn:recap:abc',
].join('\n')

describe('sessionFromCacao', () => {
  it('gives a sign-in session whose data formats back to exactly the text the wallet signed', () => {
    const session = sessionFromCacao(cacao, message)

    expect(session.data).toMatchObject({
      accountAddress: address,
      chainId: 'eip155:31337',
      domain: 'app.example',
      uri: 'https://app.example/login',
      nonce: 'n0nce1234',
      issuedAt: '2026-11-22T10:00:00.000Z',
      statement,
    })
    expect(session.signature).toBe('0xabcdef')
    expect(session.cacao).toEqual(cacao)
    expect(formatSiwxMessage(session.data)).toBe(message)
  })

  it('refuses a malformed CACAO, naming the field', () => {
    expect(() => sessionFromCacao({ ...cacao, p: { ...cacao.p, iss: 'did:pkh:solana:1:abc' } }, message)).toThrow(
      /^Invalid response: cacao\.p\.iss:/,
    )
    expect(() => sessionFromCacao({ ...cacao, s: { t: 'eip191' } }, message)).toThrow(/^Invalid response: cacao\.s\.s:/)
  })
})
