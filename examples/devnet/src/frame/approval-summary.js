// @ts-check
// What the wallet's approval panel shows for a request the app asks it to approve: a title by the kind of request,
// and, instead of raw hex or JSON with wei in hex, the message as text or a transaction's summary (recipient,
// amount in the network's unit and in dollars, network, fee). Pure and browser-safe (the frame page loads it as a
// plain module, with no package but valibot): the page renders it, tests read it.

/**
 * Wei as a decimal amount of the currency ('1500000000000000000' → '1.5').
 * @param {bigint} wei
 */
export function formatWei(wei) {
  const digits = (wei < 0n ? -wei : wei).toString().padStart(19, '0')
  const fraction = digits.slice(-18).replace(/0+$/, '')
  return `${wei < 0n ? '-' : ''}${digits.slice(0, -18)}${fraction ? `.${fraction}` : ''}`
}

/**
 * @typedef {object} ApprovalContext
 * @property {string} networkName     the network the request runs on ('Devnet 31337')
 * @property {string} symbol          its native currency ('ETH')
 * @property {number} priceUsd        that currency's price in dollars (0 when unknown)
 * @property {bigint | undefined} [feeWei]  the estimated network fee, when it could be estimated
 */

/**
 * @typedef {{ label: string, value: string }} ApprovalRow
 * @typedef {{ title: string, message?: string | undefined, rows: ApprovalRow[], details: string }} ApprovalSummary
 */

/** @param {number} usd */
const dollars = (usd) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(usd)

/**
 * An amount in the network's unit, with its dollar value when the price is known.
 * @param {bigint} wei @param {ApprovalContext} context
 */
function amountText(wei, { symbol, priceUsd }) {
  const units = formatWei(wei)
  return priceUsd > 0 ? `${units} ${symbol} (${dollars(Number(units) * priceUsd)})` : `${units} ${symbol}`
}

/**
 * A signed message as the user should read it: its text when the bytes are UTF-8 text, else the hex as it is.
 * @param {unknown} value
 */
export function messageText(value) {
  if (typeof value !== 'string') return JSON.stringify(value)
  if (!/^0x([0-9a-fA-F]{2})*$/.test(value)) return value
  try {
    const bytes = Uint8Array.from(value.slice(2).match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // Printable text only (line breaks allowed): anything else is shown as the hex the app sent.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a message with control characters is shown as hex
    return /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]*$/u.test(text) ? text : value
  } catch {
    return value
  }
}

/** @param {unknown} value */
const toWei = (value) => {
  try {
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? BigInt(value) : 0n
  } catch {
    return 0n
  }
}

/**
 * The summary of one request for the panel.
 * @param {string} method @param {unknown} params @param {ApprovalContext} context
 * @returns {ApprovalSummary}
 */
export function summarizeApproval(method, params, context) {
  const list = Array.isArray(params) ? params : [params]
  const details = JSON.stringify(params, (_, value) => (typeof value === 'bigint' ? value.toString() : value), 2) ?? ''
  const network = { label: 'Network', value: context.networkName }
  if (method === 'personal_sign') return { title: 'Sign message', message: messageText(list[0]), rows: [network], details }
  if (method.startsWith('eth_signTypedData')) {
    const typed = typeof list[1] === 'string' ? safeJson(list[1]) : list[1]
    const domain = /** @type {{ domain?: { name?: string }, primaryType?: string, message?: unknown }} */ (typed ?? {})
    const rows = [network]
    if (domain.domain?.name) rows.unshift({ label: 'App', value: domain.domain.name })
    if (domain.primaryType) rows.unshift({ label: 'Type', value: domain.primaryType })
    return { title: 'Sign data', message: JSON.stringify(domain.message ?? typed, null, 2), rows, details }
  }
  if (method === 'eth_sendTransaction') {
    const tx = /** @type {{ to?: string, value?: unknown, data?: string }} */ (list[0] ?? {})
    const rows = [
      { label: 'To', value: tx.to ?? 'a new contract' },
      { label: 'Amount', value: amountText(toWei(tx.value ?? 0), context) },
      network,
      { label: 'Network fee', value: context.feeWei === undefined ? 'Could not be estimated' : amountText(context.feeWei, context) },
    ]
    if (tx.data && tx.data !== '0x') rows.push({ label: 'Calls a contract', value: 'Yes' })
    return { title: 'Approve transaction', rows, details }
  }
  return { title: 'Approve request', rows: [{ label: 'Request', value: method }, network], details }
}

/** @param {string} text */
function safeJson(text) {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
