// What the two Node examples share: the --api and --project options, and one clear line when a call fails.
import { parseArgs } from 'node:util'
import { isHttpError } from '@portico/sdk/api'

export const DEVNET_API_URL = 'http://127.0.0.1:8787'
export const DEVNET_PROJECT_ID = 'portico-devnet'

/**
 * Parses the command line: `--api <url>`, `--project <id>`, the script's own options and positionals.
 * @param {Record<string, { type: 'string' | 'boolean', short?: string }>} [extra]
 */
export function parseCommandLine(extra = {}) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { api: { type: 'string' }, project: { type: 'string' }, help: { type: 'boolean', short: 'h' }, ...extra },
  })
  return {
    values,
    positionals,
    apiUrl: String(values.api ?? DEVNET_API_URL),
    projectId: String(values.project ?? DEVNET_PROJECT_ID),
  }
}

/**
 * One line saying why a call failed, in the terms of the person running the script.
 * @param {unknown} error
 * @param {{ apiUrl: string, projectId: string }} target
 */
export function describeFailure(error, { apiUrl, projectId }) {
  const code = /** @type {{ code?: string }} */ (error)?.code
  const service = `The service at ${apiUrl}`
  if (isHttpError(error)) {
    const serverMessage = /** @type {{ message?: string }} */ (error.body)?.message
    const detail = `HTTP ${error.status}${serverMessage ? `: ${serverMessage}` : ''}`
    if (error.status === 401) return `${service} refused project id '${projectId}' (${detail}).`
    if (error.status === 403) return `${service} refused the request (${detail}).`
    return `${service} failed (${detail}).`
  }
  if (code === 'REQUEST_FAILED')
    return `Cannot reach the service at ${apiUrl} (${rootCause(error)}). Is the devnet running? Start it with 'npm run devnet'.`
  if (code === 'REQUEST_TIMEOUT') return `${service} did not answer in time.`
  const message = error instanceof Error ? error.message : String(error)
  if (code === 'INVALID_RESPONSE') return `${service} sent an unexpected answer (${message}).`
  return `Failed: ${message}`
}

/** @param {unknown} error */
function rootCause(error) {
  let current = error
  while (current instanceof Error && current.cause instanceof Error) current = current.cause
  return current instanceof Error ? current.message : String(current)
}

/**
 * Runs the script's main function: its failure is one line on stderr and exit code 1.
 * @param {(target: { apiUrl: string, projectId: string }) => Promise<void>} main
 * @param {{ apiUrl: string, projectId: string }} target
 */
export async function run(main, target) {
  try {
    await main(target)
  } catch (error) {
    process.stderr.write(`${describeFailure(error, target)}\n`)
    process.exitCode = 1
  }
}

/** Prints a usage line and exits with code 2. @param {string} usage */
export function usageError(usage) {
  process.stderr.write(`Usage: ${usage}\n`)
  process.exit(2)
}
