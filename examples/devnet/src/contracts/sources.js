// @ts-check
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The folder holding the Solidity sources and the committed artifacts. */
export const contractsDir = fileURLToPath(new URL('../../contracts/', import.meta.url))

/** The path of the committed compiler output. */
export const artifactsPath = join(contractsDir, 'artifacts.json')

/** The Solidity sources compiled into artifacts.json (other contracts in the folder have their own artifacts). */
export const DEVNET_SOURCES = ['DevnetCollectible.sol', 'DevnetPool.sol', 'DevnetToken.sol']

/**
 * The devnet's Solidity sources, in a fixed order.
 * @returns {{ name: string, content: string }[]}
 */
export function readSources() {
  return DEVNET_SOURCES.map((name) => ({ name, content: readFileSync(join(contractsDir, name), 'utf8') }))
}

/**
 * A sha256 over the names and contents of the sources: the artifacts record it so a test can tell stale output.
 * @param {{ name: string, content: string }[]} sources
 * @returns {string}
 */
export function hashSources(sources) {
  const hash = createHash('sha256')
  for (const source of sources) hash.update(`${source.name}\0${source.content}\0`)
  return `0x${hash.digest('hex')}`
}
