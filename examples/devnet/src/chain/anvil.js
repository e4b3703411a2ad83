// @ts-check
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { ANVIL_POLL_MS, ANVIL_POLL_TRIES, MNEMONIC } from '../config.js'

/**
 * @typedef {object} AnvilProcess
 * @property {number} chainId
 * @property {string} rpcUrl
 * @property {number} pid        the anvil process id
 * @property {() => Promise<void>} stop  ends anvil and waits for it to exit
 */

/** The anvil binary shipped by the `@foundry-rs/anvil` npm package for this platform. */
function anvilBinary() {
  const require = createRequire(import.meta.url)
  const platform = `${process.platform === 'win32' ? 'win32' : process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`
  const pkg = require.resolve(`@foundry-rs/anvil-${platform}/package.json`)
  return join(dirname(pkg), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

/**
 * Starts one anvil for `chainId` on `port` (0: a free port anvil picks itself, so no other process can take it in
 * between) and resolves once it answers JSON-RPC. The devnet and Portico's tests start their chains with it.
 *
 * anvil runs under a small shell watchdog in its own process group: Ctrl-C in the terminal does not reach it
 * (the devnet dumps its state first, then stops it), and when this Node process dies — even by SIGKILL — the
 * watchdog's stdin closes and it kills anvil, so no anvil is left behind.
 * @param {{ chainId: number, port: number }} options
 * @returns {Promise<AnvilProcess>}
 */
export async function startAnvil({ chainId, port }) {
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--mnemonic', MNEMONIC]
  const watchdog = 'trap "" INT; "$0" "$@" </dev/null & pid=$!; echo "anvil-pid $pid"; read _; kill $pid 2>/dev/null; wait $pid'
  const child = spawn('sh', ['-c', watchdog, anvilBinary(), ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  })
  // Its start-up lines say its process id and where it listens; after that anvil logs every request, which is read
  // and dropped.
  let output = ''
  /** @param {string} chunk */
  const keep = (chunk) => (output += chunk)
  const drop = () => {}
  for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', keep)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  let alive = true
  void exited.then(() => (alive = false))

  const killNow = () => {
    const pid = anvilPid()
    if (pid) killQuietly(pid)
    if (child.pid) killQuietly(child.pid)
  }
  process.once('exit', killNow)

  /** @returns {number | undefined} */
  function anvilPid() {
    const match = /anvil-pid (\d+)/.exec(output)
    return match ? Number(match[1]) : undefined
  }
  const listening = () => /Listening on 127\.0\.0\.1:(\d+)/.exec(output)?.[1]

  let rpcUrl = ''
  for (let attempt = 0; ; attempt++) {
    if (!alive) throw new Error(`anvil for chain ${chainId} exited on start: ${output.trim()}`)
    if (attempt >= ANVIL_POLL_TRIES) {
      killNow()
      throw new Error(`anvil for chain ${chainId} did not answer on port ${port}: ${output.trim()}`)
    }
    const listeningOn = listening()
    rpcUrl = listeningOn ? `http://127.0.0.1:${listeningOn}` : ''
    if (anvilPid() !== undefined && rpcUrl && (await answers(rpcUrl))) break
    await new Promise((resolve) => setTimeout(resolve, ANVIL_POLL_MS))
  }
  for (const stream of [child.stdout, child.stderr]) stream.on('data', drop).off('data', keep)
  const pid = /** @type {number} */ (anvilPid())

  return {
    chainId,
    rpcUrl,
    pid,
    async stop() {
      process.removeListener('exit', killNow)
      if (alive) child.stdin.end()
      await exited
    },
  }
}

/**
 * @param {number} pid
 */
function killQuietly(pid) {
  try {
    process.kill(pid)
  } catch {
    // already gone: nothing to end
  }
}

/**
 * Whether a JSON-RPC server answers `eth_chainId` at `url`.
 * @param {string} url
 */
async function answers(url) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    return response.ok
  } catch {
    return false // not listening yet
  }
}
