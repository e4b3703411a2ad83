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

/** Starts a bin on free ports in a fresh data folder and resolves with its first stdout line, parsed. */
function launch(
  name: string,
): Promise<{ child: ChildProcessWithoutNullStreams; info: DevnetInfo & { demoUrl?: string; readyInMs?: number } }> {
  const child = spawn(process.execPath, [bin(name)], {
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
  return new Promise((resolve, reject) => {
    let out = ''
    let err = ''
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const newline = out.indexOf('\n')
      if (newline >= 0) resolve({ child, info: JSON.parse(out.slice(0, newline)) })
    })
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}: ${err}`)))
  })
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

  it('`npm start` serves the demo app next to the devnet and stops both on SIGINT', async () => {
    const { child, info } = await launch('start.mjs')
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
