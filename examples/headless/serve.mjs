#!/usr/bin/env node
// @ts-check
// `node examples/headless/serve.mjs`: starts the devnet, builds the headless example with vite and serves it with
// the devnet's URLs in `devnet.json` next to the page. Ctrl-C stops everything.
// `buildHeadless(outDir)` is also what the end-to-end tests use.
import { fileURLToPath } from 'node:url'
import { serveExample } from '@portico-examples/devnet/serve-example'

const example = serveExample(new URL('./', import.meta.url), {
  title: 'Portico headless example',
  port: 5174,
  portEnv: 'HEADLESS_PORT',
})

/** Builds the page into `outDir` (default examples/headless/dist). */
export const buildHeadless = example.build
/** Writes the devnet's URLs where the page reads them. */
export const writeDevnetConfig = example.writeDevnetConfig

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await example.serve()
