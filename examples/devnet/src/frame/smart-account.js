// @ts-check
// The devnet smart account: one SmartAccount contract per owner key, at a CREATE2 address that does not
// depend on the chain's state, deployed through anvil's deterministic deployer on first use.
import { readFileSync } from 'node:fs'
import { encodeDeployData, getContractAddress, pad } from 'viem'
import { CREATE2_DEPLOYER } from './constants.js'

/** @type {{ abi: import('viem').Abi, bytecode: `0x${string}` }} */
export const SMART_ACCOUNT_ARTIFACT = JSON.parse(readFileSync(new URL('./smart-account.artifact.json', import.meta.url), 'utf8'))

/** @param {`0x${string}`} owner */
export function smartAccountDeployment(owner) {
  const salt = pad(owner, { size: 32 })
  const initCode = encodeDeployData({ abi: SMART_ACCOUNT_ARTIFACT.abi, bytecode: SMART_ACCOUNT_ARTIFACT.bytecode, args: [owner] })
  const address = getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt, bytecode: initCode })
  return { salt, initCode, address }
}

/** The smart account address of `owner` (the same on every devnet chain). @param {`0x${string}`} owner */
export const smartAccountAddress = (owner) => smartAccountDeployment(owner).address
