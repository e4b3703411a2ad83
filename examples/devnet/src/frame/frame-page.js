// @ts-check
// The frame page's script (browser only): finds its parent app's origin, checks it against the allowlist,
// and runs the frame logic on the parent's messages. It posts only to that origin and accepts only its
// messages. Unsafe RPC requests wait for the user's Approve/Reject on the panel in this page.
import { summarizeApproval } from './approval-summary.js'
import { createBackendClient } from './backend-client.js'
import { FRAME_EVENT_PREFIX, FRAME_VERSION } from './constants.js'
import { createFrameLogic, memoryStorage } from './frame-logic.js'
import { toChainId } from './messages.js'
import { isAllowedParentOrigin, parentOriginOf } from './origins.js'

/** @param {string} id */
const element = (id) => {
  const found = document.getElementById(id)
  if (!found) throw new Error(`The frame page has no #${id}`)
  return found
}

/** localStorage when this origin may use it, else memory (the session then lasts as long as the page). */
function frameStorage() {
  try {
    const probe = '@portico-wallet/probe'
    window.localStorage.setItem(probe, probe)
    window.localStorage.removeItem(probe)
    return window.localStorage
  } catch {
    return memoryStorage()
  }
}

/**
 * Shows the Approve/Reject panel for one request, as its summary (`summarizeApproval`): a title by kind, the
 * message as text or the transaction's recipient, amount, network and fee; the raw request under "Request details".
 * Resolves true on Approve, false on Reject or abort.
 * @param {string} parentOrigin
 * @param {import('./frame-logic.js').ApprovalRequest} request
 */
function askApproval(parentOrigin, { method, params, signal, chainId, feeWei }) {
  const root = document.documentElement
  const networks = /** @type {Record<string, string>} */ (JSON.parse(root.dataset.networks ?? '{}'))
  const summary = summarizeApproval(method, params, {
    networkName: networks[String(chainId)] ?? `Chain ${chainId}`,
    symbol: 'ETH',
    priceUsd: Number(root.dataset.nativePriceUsd ?? 0),
    feeWei,
  })
  const panel = element('approval')
  const approve = element('approval-approve')
  const reject = element('approval-reject')
  element('approval-title').textContent = summary.title
  element('approval-origin').textContent = parentOrigin
  const message = element('approval-message')
  message.hidden = summary.message === undefined
  message.textContent = summary.message ?? ''
  const rows = element('approval-rows')
  rows.replaceChildren(
    ...summary.rows.flatMap(({ label, value }) => {
      const term = document.createElement('dt')
      term.textContent = label
      const detail = document.createElement('dd')
      detail.textContent = value
      return [term, detail]
    }),
  )
  element('approval-params').textContent = summary.details
  panel.hidden = false
  approve.focus()
  return new Promise((resolve) => {
    /** @param {boolean} answer */
    const finish = (answer) => {
      panel.hidden = true
      approve.removeEventListener('click', onApprove)
      reject.removeEventListener('click', onReject)
      signal.removeEventListener('abort', onReject)
      resolve(answer)
    }
    const onApprove = () => finish(true)
    const onReject = () => finish(false)
    approve.addEventListener('click', onApprove)
    reject.addEventListener('click', onReject)
    signal.addEventListener('abort', onReject)
  })
}

function start() {
  const root = document.documentElement
  const status = element('status')
  const allowlist = root.dataset.allowedOrigins ? JSON.parse(root.dataset.allowedOrigins) : undefined
  const parentOrigin = parentOriginOf(window.location.search, document.referrer)
  if (window.parent === window || !parentOrigin || !isAllowedParentOrigin(parentOrigin, allowlist)) {
    status.textContent = 'This wallet frame only runs inside an allowed app.'
    return
  }
  const logger = root.dataset.enableLogger === 'true' ? console : undefined
  /** @param {import('./frame-logic.js').FrameMessage} message */
  const post = (message) => {
    logger?.debug('[frame] →', message)
    window.parent.postMessage(message, parentOrigin)
  }
  const logic = createFrameLogic({
    backend: createBackendClient({ baseUrl: window.location.origin }),
    storage: frameStorage(),
    now: () => Date.now(),
    parentOrigin,
    defaultChainId: toChainId(root.dataset.chainId ?? ''),
    confirm: (request) => askApproval(parentOrigin, request),
    emit: post,
    onTheme: (theme) => {
      const mode = typeof theme === 'object' && theme !== null && 'themeMode' in theme ? theme.themeMode : undefined
      if (mode === 'light' || mode === 'dark') root.dataset.theme = mode
    },
    onReload: () => window.setTimeout(() => window.location.reload(), 0),
  })
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== parentOrigin) return
    logger?.debug('[frame] ←', event.data)
    void logic.handle(event.data).then(post)
  })
  post({ type: `${FRAME_EVENT_PREFIX}READY`, id: 'ready', payload: { version: FRAME_VERSION } })
}

start()
