import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import type { DevnetInfo } from '../src/index.js'
import { isAlive, tempDataDir } from './devnet-helpers.js'

const bin = (name: string) => fileURLToPath(new URL(`../bin/${name}`, import.meta.url))
const running: ChildProcessWithoutNullStreams[] = []
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

/** Starts a bin with `args` on free ports in a fresh data folder. */
function spawnBin(name: string, args: string[] = []): ChildProcessWithoutNullStreams {
  const child = spawn(process.execPath, [bin(name), ...args], {
    env: {
      ...process.env,
      DEVNET_PORT: '0',
      DEVNET_CHAIN_PORT: '0',
      DEVNET_CHAIN2_PORT: '0',
      DEMO_PORT: '0',
      DEVNET_DATA_DIR: tempDataDir(),
    },
  })
  running.push(child)
  return child
}

/** Resolves with the child's output up to and including the first line that `done` accepts. */
function outputUntil(child: ChildProcessWithoutNullStreams, name: string, done: (line: string) => boolean) {
  return new Promise<string>((resolve, reject) => {
    let out = ''
    let err = ''
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const lines = out.split('\n').slice(0, -1)
      const last = lines.findIndex(done)
      if (last >= 0) resolve(lines.slice(0, last + 1).join('\n'))
    })
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}: ${err}`)))
  })
}

/** Starts a bin and resolves with its first stdout line, parsed. */
async function launch(
  name: string,
  args: string[] = [],
): Promise<{ child: ChildProcessWithoutNullStreams; info: DevnetInfo & { demoUrl?: string; readyInMs?: number } }> {
  const child = spawnBin(name, args)
  const first = await outputUntil(child, name, () => true)
  return { child, info: JSON.parse(first) }
}

function exited(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

describe('command-line entry points', () => {
  it('`npm run devnet` prints one JSON line with every URL, the project id and the funded accounts; SIGTERM stops it all', async () => {
    const { child, info } = await launch('devnet.mjs')
    expect(info).toMatchObject({
      projectId: 'portico-devnet',
      apiUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    })
    expect(Object.keys(info.rpcUrls)).toEqual(['31337', '31338'])
    expect(info.accounts).toHaveLength(10)
    expect(info.accounts[0]).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    })
    const served = await (await fetch(`${info.apiUrl}/dev/info`)).json()
    expect(served).toEqual(info)

    child.kill('SIGTERM')
    expect(await exited(child)).toBe(0)
    expect(info.anvilPids.some(isAlive)).toBe(false)
  })

  it('leaves no anvil behind when the devnet process is killed hard', async () => {
    const { child, info } = await launch('devnet.mjs')
    expect(info.anvilPids.every(isAlive)).toBe(true)
    child.kill('SIGKILL')
    await exited(child)
    await expect.poll(() => info.anvilPids.some(isAlive), { interval: 20, timeout: 5000 }).toBe(false)
  })

  it('`npm start` greets a person with a short summary of the URLs to open, not JSON; /dev/info has the rest', async () => {
    const child = spawnBin('start.mjs')
    const summary = await outputUntil(child, 'start.mjs', (line) => line.includes('Ctrl-C stops everything.'))
    expect(summary).not.toMatch(/^\s*\{/m)
    expect(summary).not.toMatch(/privateKey|0x[0-9a-f]{64}/i)
    const demoUrl = summary.match(/^ {2}Portico demo +(http:\/\/127\.0\.0\.1:\d+)$/m)?.[1]
    const apiUrl = summary.match(/^ {2}Devnet API +(http:\/\/127\.0\.0\.1:\d+)/m)?.[1]
    expect(demoUrl).toBeDefined()
    expect(summary).toContain(`${apiUrl}/dev/info`)
    const info: DevnetInfo = await (await fetch(`${apiUrl}/dev/info`)).json()
    expect(info.accounts).toHaveLength(10)
    expect(summary).toContain(`Chain 31337     ${info.rpcUrls[31337]}`)
    expect((await fetch(demoUrl!)).status).toBe(200)
    child.kill('SIGINT')
    expect(await exited(child)).toBe(0)
  })

  it('`npm start -- --json` serves the demo app next to the devnet, its first line one JSON object; stops both on SIGINT', async () => {
    const { child, info } = await launch('start.mjs', ['--json'])
    expect(info.demoUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const page = await (await fetch(info.demoUrl!)).text()
    expect(page).toContain('<title>Portico demo</title>')
    // The dev server compiles the app's entry on request: it answers with JavaScript.
    const entry = await fetch(`${info.demoUrl}/src/main.tsx`)
    expect(entry.status).toBe(200)
    expect(entry.headers.get('content-type')).toMatch(/javascript/)

    child.kill('SIGINT')
    expect(await exited(child)).toBe(0)
    expect(info.anvilPids.some(isAlive)).toBe(false)
    await expect(fetch(info.apiUrl)).rejects.toThrow()
  })
})
