// @ts-check
import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { artifactsPath } from '../contracts/sources.js'

const ContractArtifact = v.object({
  abi: v.array(v.unknown()),
  bytecode: v.pipe(v.string(), v.regex(/^0x[0-9a-f]+$/)),
})
const Artifacts = v.object({
  sourcesHash: v.string(),
  compiler: v.string(),
  contracts: v.object({ DevnetToken: ContractArtifact, DevnetCollectible: ContractArtifact, DevnetPool: ContractArtifact }),
})

/**
 * The committed compiler output (see scripts/compile.mjs), validated.
 * @returns {{ sourcesHash: string, compiler: string, contracts: Record<'DevnetToken' | 'DevnetCollectible' | 'DevnetPool', { abi: any[], bytecode: `0x${string}` }> }}
 */
export function loadArtifacts() {
  return /** @type {any} */ (v.parse(Artifacts, JSON.parse(readFileSync(artifactsPath, 'utf8'))))
}
