// The devnet (examples/devnet) for the kit's view tests, run as its own Node process: the devnet's modules read
// files beside them at import, which happy-dom's module URLs do not allow ("The URL must be of scheme file"), so
// the CLI `examples/devnet/bin/devnet.mjs` runs beside the tests, on free ports in a fresh data folder, and reports
// its URLs and accounts as one JSON line. Its chains, services and funded accounts are real.
import { createRequire } from 'node:module'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import type { Devnet, DevnetInfo } from '@portico-examples/devnet'
import { useStartedForFile } from '../startedForFile'

// Resolved from this file's path (a string: happy-dom's URL class is not Node's).
const DEVNET_CLI = createRequire(fileURLToPath(import.meta.url)).resolve('@portico-examples/devnet/bin/devnet')
/** How long the devnet may take to start (two anvils, contract deployments) or to stop. */
export const DEVNET_PROCESS_TIMEOUT_MS = 60_000
/** How much of the devnet's error output a start failure quotes. */
const ERROR_TAIL_CHARS = 4000
/** The part of the devnet's JSON line this helper relies on (the rest is the devnet's own `DevnetInfo`). */
const InfoLine = v.looseObject({ apiUrl: v.string(), anvilPids: v.array(v.number()) })
const FREE_PORTS = {
  DEVNET_PORT: '0',
  DEVNET_CHAIN_PORT: '0',
  DEVNET_CHAIN2_PORT: '0',
  DEVNET_RELAY_PORT: '0',
  DEVNET_FRAME_PORT: '0',
}

/** A running devnet process; `stop()` ends that process (by its id), its anvils, and removes its data folder. */
export type DevnetProcess = Devnet

/**
 * Starts the devnet before the file's tests and stops it after; the returned getter gives the running devnet
 * (it throws when called outside the tests, before the devnet is up).
 */
export function useDevnetProcess(): () => DevnetProcess {
  return useStartedForFile('the devnet', startDevnetProcess, DEVNET_PROCESS_TIMEOUT_MS)
}

/** Starts the devnet CLI (anvil chains 31337/31338, the API server, relay and frame) on free ports. */
export async function startDevnetProcess(): Promise<DevnetProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-kit-devnet-'))
  const child = spawn(process.execPath, [DEVNET_CLI, '--reset'], {
    env: { ...process.env, ...FREE_PORTS, DEVNET_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  let anvilPids: number[] = []
  // Should the test process end without stop() (a crash, a failed hook), the devnet and its anvils go with it.
  const stopWithTests = () => {
    signal(child.pid, 'SIGTERM')
    for (const pid of anvilPids) signal(pid, 'SIGTERM')
  }
  process.once('exit', stopWithTests)
  let info: DevnetInfo
  try {
    info = await firstLine(child)
  } catch (error) {
    process.off('exit', stopWithTests)
    stopWithTests() // a devnet that answered something else still runs: it stops its anvils on SIGTERM
    await exited
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  anvilPids = info.anvilPids
  return {
    ...info,
    info: () => info,
    stop: async () => {
      process.off('exit', stopWithTests)
      if (child.exitCode === null && child.signalCode === null) signal(child.pid, 'SIGTERM')
      await exited
      // The devnet stops its anvils on SIGTERM; one it could not stop is ended here, by its id.
      for (const pid of anvilPids) signal(pid, 'SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Sends `name` to the process `pid` if it still runs. */
function signal(pid: number | undefined, name: NodeJS.Signals) {
  if (pid === undefined) return
  try {
    process.kill(pid, name)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error // ESRCH: already gone
  }
}

/** The JSON line the devnet prints once it is up; its error output when it exits first. */
function firstLine(child: ChildProcess): Promise<DevnetInfo> {
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-ERROR_TAIL_CHARS)))
  return new Promise((done, fail) => {
    const lines = createInterface({ input: child.stdout! })
    lines.once('line', (line) => {
      const parsed = v.safeParse(InfoLine, safeJson(line))
      if (parsed.success) done(parsed.output as unknown as DevnetInfo)
      else fail(new Error(`the devnet's first line is not its info: ${line}`))
    })
    child.once('exit', (code) => fail(new Error(`the devnet exited (${String(code)}) before starting: ${errors}`)))
  })
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined // not JSON: the caller reports the line itself
  }
}
