// Types of compile-smart-account.mjs (used by the artifact test).
export const SOURCE_PATH: string
export const ARTIFACT_PATH: string
export function compileSmartAccount(): { contractName: string; solcVersion: string; abi: unknown[]; bytecode: `0x${string}` }
