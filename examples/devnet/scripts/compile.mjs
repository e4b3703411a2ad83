// @ts-check
// Compiles examples/devnet/contracts/*.sol with solc-js into the committed contracts/artifacts.json.
// Run after changing a contract: `node examples/devnet/scripts/compile.mjs` (the devnet never compiles at start).
import { writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { artifactsPath, hashSources, readSources } from '../src/contracts/sources.js'
import { compileSources } from './solc.mjs'

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sources = readSources()
  const artifacts = { sourcesHash: hashSources(sources), ...compileSources(sources) }
  writeFileSync(artifactsPath, `${JSON.stringify(artifacts, null, 2)}\n`)
  process.stdout.write(`wrote ${artifactsPath} (${Object.keys(artifacts.contracts).join(', ')})\n`)
}
