// @ts-check
import * as v from 'valibot'
import { erc20Abi, parseEther, parseUnits } from 'viem'
import { BANK_INDEX, CHECKOUT_BANK_TOP_UP_FACTOR, CHECKOUT_MAX_AMOUNT, DEPLOYER_INDEX } from '../config.js'
import { tokenMintAbi } from '../chain/abis.js'
import { Address } from '../blockchain/params.js'
import { chainTokens } from '../blockchain/tokens.js'
import { HttpError, raw } from '../http/reply.js'
import { route } from '../http/router.js'

const Checkout = v.object({
  address: Address,
  chainId: v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)),
  asset: v.picklist(/** @type {('ETH' | 'USDC' | 'DAI')[]} */ (Object.keys(CHECKOUT_MAX_AMOUNT))),
  amount: v.pipe(v.string(), v.trim(), v.decimal('The amount must be a number')),
})

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** @param {string} title @param {string} main */
const page = (title, main) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Portico devnet checkout</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#111}
label{display:block;margin:1rem 0 .25rem}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}
button{font:inherit;margin-top:1rem;padding:.6rem 1.4rem;background:#1f4ed8;color:#fff;border:0;border-radius:.4rem}
button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0;word-break:break-all}</style>
</head><body><main>${main}</main></body></html>`

/**
 * The local checkout page an on-ramp URL opens, and its "Pay" action: a real transfer from the devnet bank
 * account to the destination, so it shows in balance and history.
 * @param {import('../services.js').Services} services
 */
export function checkoutRoutes(services) {
  /** Payments go one at a time, so the bank's nonces never collide. */
  let payments = Promise.resolve()
  /** @template T @param {() => Promise<T>} task @returns {Promise<T>} */
  const serial = (task) => {
    const result = payments.then(task)
    payments = result.then(() => undefined, () => undefined)
    return result
  }
  /** @param {unknown} input */
  const parseCheckout = (input) => {
    const parsed = v.safeParse(Checkout, input)
    if (!parsed.success) throw new HttpError(400, { message: `Invalid checkout: ${parsed.issues[0].message}` })
    const { address, chainId, asset, amount } = parsed.output
    const chain = services.chains.get(chainId)
    if (!chain) throw new HttpError(400, { message: `Unknown chain ${chainId}` })
    const value = Number(amount)
    if (!(value > 0 && value <= CHECKOUT_MAX_AMOUNT[asset])) {
      throw new HttpError(400, { message: `The amount must be above 0 and at most ${CHECKOUT_MAX_AMOUNT[asset]} ${asset}` })
    }
    return { address: /** @type {`0x${string}`} */ (address), chain, asset, amount }
  }

  return [
    route(
      'GET',
      '/dev/checkout',
      ({ query }) => {
        const { address, chain, asset, amount } = parseCheckout(query)
        const main = `<h1>Buy ${escapeHtml(asset)}</h1>
<p>Devnet checkout: no real money moves. Paying sends ${escapeHtml(asset)} on the local chain ${chain.chainId}.</p>
<form method="post" action="/dev/checkout/pay">
<dl><dt>To</dt><dd>${escapeHtml(address)}</dd><dt>Network</dt><dd>${escapeHtml(chain.caip)}</dd></dl>
<input type="hidden" name="address" value="${escapeHtml(address)}">
<input type="hidden" name="chainId" value="${chain.chainId}">
<input type="hidden" name="asset" value="${escapeHtml(asset)}">
<label for="amount">Amount (${escapeHtml(asset)})</label>
<input id="amount" name="amount" inputmode="decimal" required value="${escapeHtml(amount)}">
<button type="submit">Pay</button>
</form>`
        return raw(page(`Buy ${asset}`, main), 'text/html; charset=utf-8')
      },
      { auth: 'none' },
    ),

    route(
      'POST',
      '/dev/checkout/pay',
      async ({ body }) => {
        const { address, chain, asset, amount } = parseCheckout(body)
        const token = chainTokens(chain).find((t) => t.symbol === asset)
        if (!token) throw new HttpError(400, { message: `Unknown asset ${asset}` })
        const bank = services.accounts[BANK_INDEX]
        const minter = services.accounts[DEPLOYER_INDEX]
        if (!bank || !minter) throw new Error('The devnet bank account is missing')
        const wallet = chain.clients.walletFor(bank.privateKey)
        const { publicClient } = chain.clients
        const { hash, receipt } = await serial(async () => {
          /** @param {`0x${string}`} sent */
          const mined = (sent) => publicClient.waitForTransactionReceipt({ hash: sent, pollingInterval: 20 })
          if (token.key === 'native') {
            const sent = await wallet.sendTransaction({ to: address, value: parseEther(amount) })
            return { hash: sent, receipt: await mined(sent) }
          }
          const units = parseUnits(amount, token.decimals)
          const held = await publicClient.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [bank.address] })
          if (held < units) {
            // The token owner tops the bank up; the payment itself is a plain transfer from the bank.
            const minterWallet = chain.clients.walletFor(minter.privateKey)
            const topUp = units * CHECKOUT_BANK_TOP_UP_FACTOR
            await mined(await minterWallet.writeContract({ address: token.address, abi: tokenMintAbi, functionName: 'mint', args: [bank.address, topUp] }))
          }
          const sent = await wallet.writeContract({ address: token.address, abi: erc20Abi, functionName: 'transfer', args: [address, units] })
          return { hash: sent, receipt: await mined(sent) }
        })
        if (receipt.status !== 'success') throw new Error(`The payment ${hash} reverted`)
        const main = `<h1>Payment sent</h1>
<p role="status">${escapeHtml(amount)} ${escapeHtml(asset)} sent to ${escapeHtml(address)}.</p>
<dl><dt>Transaction</dt><dd data-tx-hash="${hash}">${hash}</dd><dt>Network</dt><dd>${escapeHtml(chain.caip)}</dd></dl>
<p>You can close this page.</p>`
        return raw(page('Payment sent', main), 'text/html; charset=utf-8')
      },
      { auth: 'none' },
    ),
  ]
}

