// Builds the AppKit app as any app would: AppKit from npm, no aliases. In this monorepo the AppKit packages are
// hoisted to the root node_modules beside the wagmi 3 the rest of the repo uses; `dedupe` makes AppKit's adapter
// use this workspace's wagmi 2, the version AppKit 1.8.24 is built against, as it would in an app of its own.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

export default defineConfig({
  root: fileURLToPath(new URL('./', import.meta.url)),
  base: './',
  logLevel: 'warn',
  resolve: { dedupe: ['@wagmi/core', '@wagmi/connectors', 'wagmi'] },
  build: { outDir: fileURLToPath(new URL('./dist', import.meta.url)), emptyOutDir: true, target: 'es2022' },
})
