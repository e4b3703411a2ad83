#!/usr/bin/env node
// @ts-check
// `npm start [-- --reset] [-- --json]`: the devnet and the demo app (examples/dapp on vite, http://127.0.0.1:5173 or
// DEMO_PORT), a short summary of the URLs a person opens printed, everything stopped cleanly on Ctrl-C / SIGTERM.
// Every URL, account, key and contract, as one JSON object: the devnet's `/dev/info`, or with `--json` a first line
// of output (the same object and `demoUrl`, `readyInMs`), for a script that starts it.
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { stopOnSignal } from '../src/cli.js'
import { DEFAULT_DEMO_PORT } from '../src/config.js'
import { startDevnet } from '../src/index.js'

const startedAt = Date.now()
const devnet = await startDevnet({ reset: process.argv.includes('--reset') })
const info = devnet.info()
const demoPort = process.env.DEMO_PORT ? Number(process.env.DEMO_PORT) : DEFAULT_DEMO_PORT // 0 = any free port
let demo
try {
  // The demo's own vite config (React, vanilla-extract, the packages' sources); the devnet's URLs are defined here.
  demo = await createServer({
    configFile: fileURLToPath(new URL('../../dapp/vite.config.ts', import.meta.url)),
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: demoPort, strictPort: true },
    define: {
      __DEVNET__: JSON.stringify({
        apiUrl: info.apiUrl,
        rpcUrls: info.rpcUrls,
        projectId: info.projectId,
        relayUrl: info.relayUrl,
        frameUrl: info.frameUrl,
        usdc: info.contracts[31337].usdc,
      }),
    },
  })
  await demo.listen()
} catch (error) {
  await devnet.stop()
  throw error
}
const address = demo.httpServer?.address()
const demoUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : demoPort}`
if (process.argv.includes('--json'))
  process.stdout.write(`${JSON.stringify({ demoUrl, ...info, readyInMs: Date.now() - startedAt })}\n`)
process.stdout.write(
  [
    '',
    `  Portico demo    ${demoUrl}`,
    `  Devnet API      ${info.apiUrl}   (catalogue, blockchain API, analytics)`,
    `  Chain 31337     ${info.rpcUrls[31337]}`,
    `  Chain 31338     ${info.rpcUrls[31338]}`,
    `  Wallet frame    ${info.frameUrl}   (mailbox: ${info.mailboxUrl}?email=…)`,
    `  WalletConnect   ${info.relayUrl}`,
    `  Project id      ${info.projectId}`,
    '',
    `  Accounts, keys and contracts: ${info.apiUrl}/dev/info (or npm start -- --json).`,
    '  Ctrl-C stops everything.',
    '',
  ].join('\n'),
)
const server = demo
stopOnSignal(async () => {
  await server.close()
  await devnet.stop()
})
