// Send on the devnet chain, for real: a private-key wallet connected through the real connect action, balances and
// activity from the devnet's blockchain API, transactions mined by anvil.
import { parseEther, parseUnits, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { fetchBalances } from '../account/fetchBalances'
import { useDevnet } from '@portico-examples/test-support/devnet/useDevnet'
import { NAME_ZONE } from '../constants'
import { createPortico } from '../instance/createPortico'
import { bitcoin } from '../networks/bip122'
import { nameCoinType } from '../validation/nameCoinType'
import { setSendForm } from './setSendForm'
import { previewSend } from './previewSend'
import { sendAmountIssue } from './sendAmountIssue'
import { sendTokens } from './sendTokens'
import { setMaxAmount } from './setMaxAmount'
import { setReceiver } from './setReceiver'
import { setSendAmount } from './setSendAmount'
import { setSendToken } from './setSendToken'
import { chainReader, devnetWallet, type DevnetWallet } from '@portico-examples/test-support/wallets/devnetWallet'
import type { WritablePortico } from '../portico/types'

const devnet = useDevnet()
const stranger = () => privateKeyToAccount(generatePrivateKey()).address

async function tokenOf(w: DevnetWallet, symbol: string) {
  const balances = await fetchBalances(w.p)
  const token = balances.find((b) => b.symbol === symbol)
  if (!token) throw new Error(`no ${symbol} balance`)
  return token
}

async function fill(w: DevnetWallet, symbol: string, amount: string, to: string) {
  setSendToken(w.p, { token: await tokenOf(w, symbol) })
  setSendAmount(w.p, { amount })
  await setReceiver(w.p, { input: to })
}

describe('sendTokens on the devnet chain', () => {
  // Accounts 0 to 3 hold USDC and DAI; account 0 is only read from, so the tests that send stay independent.
  it('sends ETH by a plain transfer: the sender loses the amount plus gas, the receiver gains the amount', async () => {
    const w = await devnetWallet(devnet(), 1)
    const chain = chainReader(devnet())
    const to = stranger()
    const before = await chain.eth(w.address)
    await fill(w, 'ETH', '0.25', to)

    const hash = (await sendTokens(w.p)) as Hex
    expect(await chain.eth(to)).toBe(parseEther('0.25'))
    expect(before - (await chain.eth(w.address))).toBe(parseEther('0.25') + (await chain.fee(hash)))
    expect(w.wallet.requests).toContain('eth_sendTransaction')
  })

  it('sends an ERC-20 by its transfer call: token balances move by the amount, ETH only by the gas', async () => {
    const w = await devnetWallet(devnet(), 2)
    const chain = chainReader(devnet())
    const usdc = devnet().contracts[31337].usdc
    const to = stranger()
    const [tokensBefore, ethBefore] = [await chain.token(usdc, w.address), await chain.eth(w.address)]
    await fill(w, 'USDC', '12.5', to)

    const hash = (await sendTokens(w.p)) as Hex
    expect(await chain.token(usdc, to)).toBe(parseUnits('12.5', 6))
    expect(tokensBefore - (await chain.token(usdc, w.address))).toBe(parseUnits('12.5', 6))
    expect(ethBefore - (await chain.eth(w.address))).toBe(await chain.fee(hash))
    expect(await chain.eth(to)).toBe(0n)
  })

  it('then shows the new balance, THEN resets the form (keeping the hash), and the transfer is in the activity', async () => {
    const w = await devnetWallet(devnet(), 3)
    await fill(w, 'ETH', '1', stranger())
    const ethOf = () => w.p.$balances.get().balances.find((b) => b.symbol === 'ETH')?.quantity.numeric ?? ''
    const ethBefore = Number(ethOf())
    const seen: string[] = []
    w.p.$balances.listen((b) => seen.push(`balances ${b.status}`))
    w.p.$send.listen((s) => seen.push(s.token ? `form ${s.status}` : 'form reset'))

    const hash = await sendTokens(w.p)
    const refreshed = seen.indexOf('balances success')
    expect(refreshed).toBeGreaterThan(-1)
    expect(seen.indexOf('form reset')).toBeGreaterThan(refreshed)
    expect(w.p.$send.get()).toEqual({ status: 'success', hash })
    const ethAfter = Number(ethOf())
    expect(ethBefore - ethAfter).toBeGreaterThan(1)
    expect(ethBefore - ethAfter).toBeLessThan(1.01)
    expect(w.p.$account.get().balance).toBe(ethOf())
    const sent = w.p.$activity.get().transactions.find((t) => t.metadata.hash === hash)
    expect(sent?.metadata.sentFrom.toLowerCase()).toBe(w.address.toLowerCase())
  })

  it('sends to a name typed as the receiver: resolved to its address, with the name shown', async () => {
    const owner = privateKeyToAccount(devnet().accounts[5]!.privateKey)
    const name = `portico-send.${NAME_ZONE}`
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const registered = await fetch(`${devnet().apiUrl}/v1/profile/account?projectId=${devnet().projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: nameCoinType(31337),
        address: owner.address,
        message,
        signature: await owner.signMessage({ message }),
      }),
    })
    expect(registered.ok).toBe(true)

    const w = await devnetWallet(devnet(), 4)
    const chain = chainReader(devnet())
    const before = await chain.eth(owner.address)
    await fill(w, 'ETH', '0.5', `  ${name} `)
    expect(w.p.$send.get()).toMatchObject({ receiverAddress: owner.address.toLowerCase(), receiverProfileName: name })
    await sendTokens(w.p)
    expect((await chain.eth(owner.address)) - before).toBe(parseEther('0.5'))
  })

  it('shows the native balance in USD for the chosen token', async () => {
    const w = await devnetWallet(devnet(), 0)
    const eth = await tokenOf(w, 'ETH')
    setSendToken(w.p, { token: await tokenOf(w, 'USDC') })
    expect(w.p.$send.get().networkBalanceInUSD).toBeCloseTo(Number(eth.quantity.numeric) * 3000, 2)
  })

  it('offers as max the whole token balance, and for ETH the balance minus the estimated gas', async () => {
    const w = await devnetWallet(devnet(), 0)
    const usdc = await tokenOf(w, 'USDC')
    setSendToken(w.p, { token: usdc })
    expect(await setMaxAmount(w.p)).toBe(usdc.quantity.numeric)

    const eth = await tokenOf(w, 'ETH')
    setSendToken(w.p, { token: eth })
    await setReceiver(w.p, { input: stranger() })
    const gasPrice = await chainReader(devnet()).client.getGasPrice()
    const max = await setMaxAmount(w.p)
    expect(parseEther(eth.quantity.numeric) - parseEther(max)).toBe(21_000n * gasPrice)
    expect(w.p.$send.get().sendTokenAmount).toBe(max)
  })

  it('refuses an amount above the balance, or one that leaves too little ETH for the gas, sending nothing', async () => {
    const w = await devnetWallet(devnet(), 0)
    const usdc = await tokenOf(w, 'USDC')
    await fill(w, 'USDC', String(Number(usdc.quantity.numeric) + 1), stranger())
    await expect(sendTokens(w.p)).rejects.toThrow(/^Invalid amount .*: more than the balance$/)

    const eth = await tokenOf(w, 'ETH')
    await fill(w, 'ETH', eth.quantity.numeric, stranger())
    await expect(sendTokens(w.p)).rejects.toThrow('the balance does not cover the network fee')
    expect(w.wallet.requests).not.toContain('eth_sendTransaction')
    expect(w.p.$send.get().status).toBe('error')
  })

  it('pre-fills from open data on eip155 (token by address, amount, receiver), and ignores other namespaces', async () => {
    const w = await devnetWallet(devnet(), 0)
    const to = stranger()
    const usdc = devnet().contracts[31337].usdc
    expect(
      await setSendForm(w.p, { data: { amount: '3', assetAddress: usdc, namespace: 'eip155', chainId: 31337, to } }),
    ).toBe(true)
    expect(w.p.$send.get()).toMatchObject({ token: { symbol: 'USDC' }, sendTokenAmount: '3', receiverAddress: to })

    const other = await devnetWallet(devnet(), 0)
    expect(await setSendForm(other.p, { data: { amount: '3', namespace: 'solana', to } })).toBe(false)
    expect(await setSendForm(other.p, { data: { amount: '3', chainId: 1, to } })).toBe(false)
    expect(other.p.$send.get().token).toBeUndefined()
  })
})

describe('sendTokens fails fast', () => {
  it("'An amount and receiver address are required' without an amount or a receiver; 'A token is required' without a token", async () => {
    const w = await devnetWallet(devnet(), 9)
    const eth = await tokenOf(w, 'ETH')
    setSendToken(w.p, { token: eth })
    await setReceiver(w.p, { input: stranger() })
    await expect(sendTokens(w.p)).rejects.toThrow('An amount and receiver address are required')

    setSendAmount(w.p, { amount: '0.1' })
    await setReceiver(w.p, { input: 'not an address' })
    await expect(sendTokens(w.p)).rejects.toThrow('An amount and receiver address are required')

    await setReceiver(w.p, { input: stranger() })
    setSendToken(w.p, { token: undefined })
    await expect(sendTokens(w.p)).rejects.toThrow('A token is required')
    await expect(setMaxAmount(w.p)).rejects.toThrow('A token is required')
    expect(w.wallet.requests).not.toContain('eth_sendTransaction')
  })

  it("'Unsupported chain' on a namespace without send (bip122)", async () => {
    const p = createPortico({ projectId: 'test-project', networks: [bitcoin] }) as WritablePortico
    p.$send.set({
      status: 'idle',
      token: {
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId: bitcoin.caipNetworkId,
        price: 1,
        iconUrl: '',
        quantity: { decimals: '8', numeric: '1' },
      },
      sendTokenAmount: '0.1',
      receiverAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    })
    await expect(sendTokens(p)).rejects.toThrow('Unsupported chain')
  })
})

describe('previewSend on the devnet chain', () => {
  it('estimates the fee the send will pay, keeps it in the form, and signs nothing', async () => {
    const w = await devnetWallet(devnet(), 0)
    await fill(w, 'ETH', '0.1', stranger())
    const gasPrice = await chainReader(devnet()).client.getGasPrice()
    const fee = await previewSend(w.p)
    expect(fee).toMatchObject({ units: 21_000n * gasPrice, symbol: 'ETH' })
    expect(parseEther(fee.amount)).toBe(fee.units)
    expect(w.p.$send.get()).toMatchObject({ fee, sendTokenAmount: '0.1', status: 'idle' })
    expect(w.wallet.requests).not.toContain('eth_sendTransaction')
  })

  it('refuses what sending would refuse, and the amount field then names the fee as the problem', async () => {
    const w = await devnetWallet(devnet(), 0)
    const eth = await tokenOf(w, 'ETH')
    await fill(w, 'ETH', eth.quantity.numeric, stranger())
    expect(sendAmountIssue(w.p)).toBeUndefined()
    await expect(previewSend(w.p)).rejects.toThrow('the balance does not cover the network fee')
    expect(sendAmountIssue(w.p)).toBe('feeNotCovered')

    await fill(w, 'ETH', '0.1', 'not an address')
    await expect(previewSend(w.p)).rejects.toThrow('An amount and receiver address are required')
  })
})
