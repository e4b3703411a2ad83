// @ts-check
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
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
 * A free TCP port on 127.0.0.1 (0 asks for any), or the given one.
 * @param {number} port
 * @returns {Promise<number>}
 */
export function resolvePort(port) {
  if (port !== 0) return Promise.resolve(port)
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const free = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(free))
    })
  })
}

/**
 * Starts one anvil for `chainId` on `port` and resolves once it answers JSON-RPC.
 *
 * anvil runs under a small shell watchdog in its own process group: Ctrl-C in the terminal does not reach it
 * (the devnet dumps its state first, then stops it), and when this Node process dies — even by SIGKILL — the
 * watchdog's stdin closes and it kills anvil, so no anvil is left behind.
 * @param {{ chainId: number, port: number }} options
 * @returns {Promise<AnvilProcess>}
 */
export async function startAnvil({ chainId, port }) {
  const actualPort = await resolvePort(port)
  const args = ['--host', '127.0.0.1', '--port', String(actualPort), '--chain-id', String(chainId)]
  args.push('--mnemonic', MNEMONIC, '--silent')
  const watchdog = 'trap "" INT; "$0" "$@" </dev/null & pid=$!; echo "anvil-pid $pid"; read _; kill $pid 2>/dev/null; wait $pid'
  const child = spawn('sh', ['-c', watchdog, anvilBinary(), ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  let alive = true
  void exited.then(() => (alive = false))
  const rpcUrl = `http://127.0.0.1:${actualPort}`

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

  for (let attempt = 0; ; attempt++) {
    if (!alive) throw new Error(`anvil for chain ${chainId} exited on start: ${output.trim()}`)
    if (attempt >= ANVIL_POLL_TRIES) {
      killNow()
      throw new Error(`anvil for chain ${chainId} did not answer on ${rpcUrl}`)
    }
    if (anvilPid() !== undefined && (await answers(rpcUrl))) break
    await new Promise((resolve) => setTimeout(resolve, ANVIL_POLL_MS))
  }
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
