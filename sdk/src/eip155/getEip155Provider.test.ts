// viem and ethers v6 on the wallet Portico connected, with no wagmi: real anvil chains and a private-key wallet
// announced through EIP-6963; the provider is made once, before anything is connected, as an app would make it.
import { ANVIL_KEYS } from '@portico-examples/test-support/chains/anvil'
import { useAnvils } from '@portico-examples/test-support/chains/useAnvils'
import { localChains, localNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { privateKeyProvider } from '@portico-examples/test-support/wallets/privateKeyProvider'
import { BrowserProvider, parseEther as ethersParseEther, verifyMessage as ethersVerifyMessage } from 'ethers'
import { createPublicClient, createWalletClient, custom, http, parseEther, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { switchNetwork } from '../chains/switchNetwork'
import { connect } from '../connect/connect'
import { disconnect } from '../connect/disconnect'
import { reconnect } from '../connect/reconnect'
import { getEip155Provider } from './getEip155Provider'

const anvils = useAnvils()
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function connected() {
  const { one, two } = anvils()
  const p = testPortico(localChains(one, two))
  const wallet = privateKeyProvider({
    privateKey: ANVIL_KEYS[0]!,
    chains: [
      { chainId: 31337, rpcUrl: one.rpcUrl },
      { chainId: 31338, rpcUrl: two.rpcUrl },
    ],
  })
  wallet.announce(p.platform.events)
  const provider = getEip155Provider(p)
  await reconnect(p)
  await connect(p, { connector: 'org.portico.testwallet' })
  return { p, wallet, provider }
}

describe('getEip155Provider', () => {
  it('fails with NOT_CONNECTED while no wallet is connected', async () => {
    const { one, two } = anvils()
    const provider = getEip155Provider(testPortico(localChains(one, two)))
    await expect(provider.request({ method: 'eth_accounts' })).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
  })

  it('drives viem: a wallet client over it signs and sends, and the transaction is mined', async () => {
    const { provider, wallet } = await connected()
    const client = createWalletClient({ transport: custom(provider) })
    const [account] = await client.getAddresses()
    expect(account).toBe(wallet.account.address)

    const signature = await client.signMessage({ account: account!, message: 'Hello from viem' })
    expect(await verifyMessage({ address: account!, message: 'Hello from viem', signature })).toBe(true)

    const chain = createPublicClient({ transport: http(anvils().one.rpcUrl) })
    const before = await chain.getBalance({ address: RECEIVER })
    const hash = await client.sendTransaction({
      account: account!,
      chain: null,
      to: RECEIVER,
      value: parseEther('0.02'),
    })
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await chain.getBalance({ address: RECEIVER })).toBe(before + parseEther('0.02'))
  })

  it('drives ethers v6: a BrowserProvider signer signs and sends', async () => {
    const { provider, wallet } = await connected()
    const signer = await new BrowserProvider(provider).getSigner()
    expect(await signer.getAddress()).toBe(wallet.account.address)
    const signature = await signer.signMessage('Hello from ethers')
    expect(ethersVerifyMessage('Hello from ethers', signature)).toBe(wallet.account.address)

    const chain = createPublicClient({ transport: http(anvils().one.rpcUrl) })
    const before = await chain.getBalance({ address: RECEIVER })
    const sent = await signer.sendTransaction({ to: RECEIVER, value: ethersParseEther('0.03') })
    expect((await sent.wait())?.status).toBe(1)
    expect(await chain.getBalance({ address: RECEIVER })).toBe(before + parseEther('0.03'))
  })

  it('emits chainChanged, accountsChanged and disconnect as Portico’s connection changes', async () => {
    const { p, provider } = await connected()
    const events: [string, unknown][] = []
    provider.on('chainChanged', (chainId: never) => events.push(['chainChanged', chainId]))
    provider.on('accountsChanged', (accounts: never) => events.push(['accountsChanged', accounts]))
    provider.on('disconnect', () => events.push(['disconnect', undefined]))

    await switchNetwork(p, { network: localNetworks(anvils().one, anvils().two).chainTwo })
    await disconnect(p)
    expect(events).toEqual([
      ['chainChanged', '0x7a6a'],
      ['accountsChanged', []],
      ['disconnect', undefined],
    ])
  })
})
