// The service stores against the devnet: real catalogue, real blockchain API over a real chain (anvil), real
// analytics sink. What a user of the modal would see.
import { createWalletClient, http, parseAbi, parseEther, publicActions } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { activityCounterparty } from '../../account/activityCounterparty'
import { activityGroups } from '../../account/activityGroups'
import { fetchActivity } from '../../account/fetchActivity'
import { fetchBalances } from '../../account/fetchBalances'
import { fetchIdentity } from '../../account/fetchIdentity'
import { fetchNativeBalance } from '../../account/fetchNativeBalance'
import { watchAnalytics } from '../../analytics/watchAnalytics'
import { useDevnet } from '@portico-examples/test-support/devnet/useDevnet'
import { searchWallets } from '../../catalogue/searchWallets'
import { setCaipAddress } from '../../chains/setCaipAddress'
import { NAME_ZONE } from '../../constants'
import { open } from '../../modal/open'
import { fetchNameSuggestions } from '../../names/fetchNameSuggestions'
import { fetchName } from '../../names/fetchName'
import { devnet as devnetNetwork } from '../../networks/devnet'
import { nameCoinType } from '../../validation/nameCoinType'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'

const devnet = useDevnet()
const CHAIN = devnetNetwork.caipNetworkId

function account(index: number) {
  const entry = devnet().accounts[index]
  if (!entry) throw new Error(`no devnet account ${index}`)
  return privateKeyToAccount(entry.privateKey)
}

/** A Portico on the devnet, connected as `address` when one is given. */
function portico(address?: string) {
  const p = testPortico({ ...servicesAt({ url: devnet().apiUrl }), projectId: devnet().projectId })
  if (address) setCaipAddress(p, `${CHAIN}:${address}`, 'eip155')
  return p
}

describe('on the devnet', () => {
  it("shows the first account's ETH, USDC and DAI with values", async () => {
    const p = portico(account(0).address)
    await fetchBalances(p)
    const bySymbol = Object.fromEntries(p.$balances.get().balances.map((b) => [b.symbol, b]))
    for (const symbol of ['ETH', 'USDC', 'DAI']) expect(bySymbol[symbol]?.value).toBeGreaterThan(0)
    expect(bySymbol.ETH?.price).toBe(3000)
    expect(p.$account.get().balanceSymbol).toBe('ETH')
    expect(Number(p.$account.get().balance)).toBeGreaterThan(0)
  })

  it("reads the first account's native balance through the RPC proxy", async () => {
    const p = portico(account(0).address)
    const native = await fetchNativeBalance(p)
    expect(native?.symbol).toBe('ETH')
    expect(Number(native?.balance)).toBeGreaterThan(1000)
    expect(p.$account.get().balance).toBe(native?.balance)
  })

  it('shows a transfer made on the chain in the activity, grouped under its month', async () => {
    const sender = account(1)
    const transport = http(devnet().rpcUrls[31337])
    const wallet = createWalletClient({ account: sender, chain: foundry, transport }).extend(publicActions)
    const hash = await wallet.sendTransaction({
      to: privateKeyToAccount(generatePrivateKey()).address,
      value: parseEther('0.25'),
    })
    await wallet.waitForTransactionReceipt({ hash })

    const p = portico(sender.address)
    await fetchActivity(p)
    const sent = p.$activity.get().transactions.find((t) => t.metadata.hash === hash)
    expect(sent).toBeDefined()
    const minedAt = new Date(sent?.metadata.minedAt ?? '')
    const [newestYear] = activityGroups(p).get()
    expect(newestYear?.year).toBe(minedAt.getFullYear())
    expect(newestYear?.months[0]?.month).toBe(minedAt.getMonth())
    expect(newestYear?.months[0]?.transactions.map((t) => t.id)).toContain(sent?.id)
  })

  it('names the recipient of a token transfer, not the token contract the transaction went to; and its sender on the other side', async () => {
    const sender = account(2)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const usdc = devnet().contracts[31337].usdc as `0x${string}`
    const transport = http(devnet().rpcUrls[31337])
    const wallet = createWalletClient({ account: sender, chain: foundry, transport }).extend(publicActions)
    const transfer = parseAbi(['function transfer(address to, uint256 amount) returns (bool)'])
    const hash = await wallet.writeContract({
      address: usdc,
      abi: transfer,
      functionName: 'transfer',
      args: [recipient, 1_000_000n],
    })
    await wallet.waitForTransactionReceipt({ hash })

    const mine = portico(sender.address)
    await fetchActivity(mine)
    const sent = mine.$activity.get().transactions.find((t) => t.metadata.hash === hash)!
    expect(sent.metadata.sentTo.toLowerCase()).toBe(usdc.toLowerCase()) // what the old row showed as the other party
    expect(activityCounterparty(sent, sender.address)).toEqual({ direction: 'to', address: recipient.toLowerCase() })

    const theirs = portico(recipient)
    await fetchActivity(theirs)
    const received = theirs.$activity.get().transactions.find((t) => t.metadata.hash === hash)!
    expect(activityCounterparty(received, recipient)).toEqual({
      direction: 'from',
      address: sender.address.toLowerCase(),
    })
  })

  it('shows a registered name as the profile name, and resolves and suggests it', async () => {
    const owner = account(3)
    const name = `portico-store.${NAME_ZONE}`
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const signature = await owner.signMessage({ message })
    const registered = await fetch(`${devnet().apiUrl}/v1/profile/account?projectId=${devnet().projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ coin_type: nameCoinType(31337), address: owner.address, message, signature }),
    })
    expect(registered.ok).toBe(true)

    const p = portico(owner.address)
    await fetchIdentity(p)
    expect(p.$account.get().profileName).toBe(name)
    expect((await fetchName(p, { name }))?.addresses[String(nameCoinType(31337))]?.address).toBe(
      owner.address.toLowerCase(),
    )
    expect((await fetchNameSuggestions(p, { name: 'portico-store' }))[0]).toEqual({ name, registered: true })
  })

  it('searches the catalogue', async () => {
    const p = portico()
    const results = await searchWallets(p, { search: '  aurora ' })
    expect(results.length).toBeGreaterThan(0)
    for (const wallet of results) expect(wallet.name.toLowerCase()).toContain('aurora')
    expect(p.$wallets.get().searchText).toBe('aurora')
  })

  it('delivers MODAL_OPEN to the analytics sink when the modal opens', async () => {
    await fetch(`${devnet().apiUrl}/dev/events`, { method: 'DELETE' })
    const p = portico()
    watchAnalytics(p)
    open(p)
    const events = async () =>
      (
        (await (await fetch(`${devnet().apiUrl}/dev/events`)).json()) as {
          events: { body: { props: { event?: string } } }[]
        }
      ).events
    await expect.poll(async () => (await events()).map((e) => e.body.props.event)).toEqual(['MODAL_OPEN'])
  })
})
