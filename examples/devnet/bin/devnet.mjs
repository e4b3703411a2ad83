#!/usr/bin/env node
// @ts-check
// `npm run devnet [-- --reset]`: starts the devnet alone and prints one JSON line with every URL, the project id
// and the funded accounts. Ports: DEVNET_PORT (8787), DEVNET_CHAIN_PORT (8545), DEVNET_CHAIN2_PORT (8546), 0 = any free
// port; data folder: DEVNET_DATA_DIR (examples/devnet/.devnet-data).
import { stopOnSignal } from '../src/cli.js'
import { startDevnet } from '../src/index.js'

const devnet = await startDevnet({ reset: process.argv.includes('--reset') })
process.stdout.write(`${JSON.stringify(devnet.info())}\n`)
stopOnSignal(devnet.stop)
