// @ts-check
import { createRequire } from 'node:module'

/**
 * Compiles the given Solidity sources with solc-js, deterministically (optimizer on, no metadata hash).
 * @param {{ name: string, content: string }[]} sources
 * @returns {{ compiler: string, contracts: Record<string, { abi: unknown[], bytecode: string }> }}
 */
export function compileSources(sources) {
  const solc = createRequire(import.meta.url)('solc')
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(sources.map((s) => [s.name, { content: s.content }])),
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      metadata: { bytecodeHash: 'none' },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input)))
  const errors = (output.errors ?? []).filter((/** @type {{severity: string}} */ e) => e.severity === 'error')
  if (errors.length > 0) {
    throw new Error(errors.map((/** @type {{formattedMessage: string}} */ e) => e.formattedMessage).join('\n'))
  }
  /** @type {Record<string, { abi: unknown[], bytecode: string }>} */
  const contracts = {}
  for (const file of Object.values(output.contracts)) {
    for (const [name, contract] of Object.entries(/** @type {Record<string, any>} */ (file))) {
      if (contract.evm.bytecode.object.length === 0) continue // interfaces
      contracts[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
    }
  }
  return { compiler: solc.version(), contracts }
}
