#!/usr/bin/env node
// Lists wallets of the catalogue that match a search: name, id and rdns.
//   node examples/node/wallets.mjs --search rain [--api http://127.0.0.1:8787] [--project portico-devnet]
import { createCatalogueClient } from '@portico/sdk/api'
import { parseCommandLine, run, usageError } from './cli.mjs'

const USAGE = 'wallets.mjs --search <text> [--api <url>] [--project <id>]'
/** The catalogue's search page size (spec §9). */
const SEARCH_PAGE_SIZE = 100

const { values, apiUrl, projectId } = parseCommandLine({ search: { type: 'string', short: 's' } })
if (values.help) usageError(USAGE)
const search = String(values.search ?? '').trim()
if (!search) usageError(USAGE)

await run(async () => {
  const catalogue = createCatalogueClient({ baseUrl: apiUrl, projectId })
  const { data, count } = await catalogue.getWallets({ search, entries: SEARCH_PAGE_SIZE })
  if (data.length === 0) {
    process.stdout.write(`No wallet matches '${search}'.\n`)
    return
  }
  const rows = data.map((wallet) => [wallet.name, wallet.id, wallet.rdns ?? '-'])
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)))
  for (const [name = '', id = '', rdns = ''] of rows)
    process.stdout.write(`${name.padEnd(widths[0] ?? 0)}  ${id.padEnd(widths[1] ?? 0)}  ${rdns}\n`)
  process.stdout.write(`${data.length} of ${count} wallet${count === 1 ? '' : 's'} matching '${search}'.\n`)
}, { apiUrl, projectId })
