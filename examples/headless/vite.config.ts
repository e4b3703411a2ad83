// Builds the headless example against the SDK's sources (the same aliases as the root tsconfig and vitest).
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export default defineConfig({
  root: root('./'),
  base: './',
  logLevel: 'warn',
  resolve: {
    alias: [
      { find: /^@portico\/sdk$/, replacement: root('../../sdk/src/index.ts') },
      { find: /^@portico\/sdk\/(.*)$/, replacement: root('../../sdk/src/$1/index.ts') },
    ],
  },
  build: { outDir: root('./dist'), emptyOutDir: true, target: 'es2022' },
})
