// @ts-check
// Compiles contracts/SmartAccount.sol with the solc npm package into smart-account.artifact.json
// (committed, so the devnet starts without compiling). Run: node examples/devnet/src/frame/compile-smart-account.mjs
// `compileSmartAccount()` is also used by a test that checks the committed artifact matches the source.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

export const SOURCE_PATH = fileURLToPath(new URL('../../contracts/SmartAccount.sol', import.meta.url))
export const ARTIFACT_PATH = fileURLToPath(new URL('./smart-account.artifact.json', import.meta.url))

/** @returns {{ contractName: string, solcVersion: string, abi: unknown[], bytecode: `0x${string}` }} */
export function compileSmartAccount() {
  const input = {
    language: 'Solidity',
    sources: { 'SmartAccount.sol': { content: readFileSync(SOURCE_PATH, 'utf8') } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { SmartAccount: ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input)))
  const errors = (output.errors ?? []).filter((/** @type {{ severity: string }} */ e) => e.severity === 'error')
  if (errors.length > 0) {
    throw new Error(`SmartAccount.sol does not compile:\n${errors.map((/** @type {{ formattedMessage: string }} */ e) => e.formattedMessage).join('\n')}`)
  }
  const contract = output.contracts['SmartAccount.sol'].SmartAccount
  return {
    contractName: 'SmartAccount',
    solcVersion: solc.version(),
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(ARTIFACT_PATH, `${JSON.stringify(compileSmartAccount(), null, 2)}\n`)
  console.log(`wrote ${ARTIFACT_PATH}`)
}
