#!/usr/bin/env node
// @ts-check
// `node examples/vue/serve.mjs` (after `npm run build`: it uses the packages' dist): starts the devnet, builds the
// Vue example with vite and serves it with the devnet's URLs in `devnet.json` next to the page (`VUE_PORT` to change
// the port). Ctrl-C stops everything.
// `buildVue(outDir)` is also what the end-to-end tests use.
import { fileURLToPath } from 'node:url'
import { serveExample } from '@portico-examples/devnet/serve-example'

const example = serveExample(new URL('./', import.meta.url), {
  title: 'Portico Vue example',
  port: 5175,
  portEnv: 'VUE_PORT',
})

/** Builds the page into `outDir` (default examples/vue/dist). */
export const buildVue = example.build
/** Writes the devnet's URLs where the page reads them. */
export const writeDevnetConfig = example.writeDevnetConfig

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await example.serve()
