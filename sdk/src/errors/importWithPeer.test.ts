// The loaders' own words for a missing package (Node's, vite's optional-peer stub's, a browser's) become MISSING_PEER;
// a failure of anything else stays as it was. A real Node loader without viem: examples/node/test/missing-peer.test.ts.
import { describe, expect, it } from 'vitest'
import { importWithPeer } from './importWithPeer'

const failing = (message: string) => () => Promise.reject(new Error(message))

describe('importWithPeer', () => {
  it.each([
    ["Cannot find package 'viem' imported from /app/node_modules/@portico/sdk/dist/chunks/walletActions.js", 'viem'],
    ['Could not resolve "viem" imported by "@portico/sdk". Is it installed?', 'viem'],
    ['Failed to resolve module specifier "@solana/kit". Relative references must start with either "/"', '@solana/kit'],
    ["Cannot find module '@solana-program/token/dist/index.js'", '@solana-program/token'],
  ])('names the missing package: %s', async (message, peer) => {
    await expect(
      importWithPeer(['viem', '@solana/kit', '@solana-program/token'], failing(message)),
    ).rejects.toMatchObject({
      code: 'MISSING_PEER',
      params: { package: peer },
      message: `This needs the package ${peer}: npm install ${peer}`,
    })
  })

  it('leaves any other failure as it was: another package missing, or a network error', async () => {
    const other = new Error("Cannot find package 'ox' imported from /app/node_modules/viem/index.js")
    await expect(importWithPeer(['viem'], () => Promise.reject(other))).rejects.toBe(other)
    const offline = new TypeError('Failed to fetch dynamically imported module: https://app.example/chunk.js')
    await expect(importWithPeer(['viem'], () => Promise.reject(offline))).rejects.toBe(offline)
  })

  it('returns what it loaded', async () => {
    expect(await importWithPeer(['viem'], async () => ({ loaded: true }))).toEqual({ loaded: true })
  })
})
