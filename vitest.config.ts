import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// Source aliases: tests run against the TypeScript sources, not the built dist.
const alias = [
  { find: /^@portico\/sdk$/, replacement: here('./sdk/src/index.ts') },
  { find: /^@portico\/sdk\/(.*)$/, replacement: here('./sdk/src/$1/index.ts') },
  { find: /^@portico\/themes$/, replacement: here('./themes/src/index.ts') },
  { find: /^@portico\/react$/, replacement: here('./react-kit/src/index.ts') },
]

// The WalletConnect SDKs skip their Verify and analytics calls only when IS_VITEST is exactly 'true'.
const env = { IS_VITEST: 'true' }

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'sdk', environment: 'node', include: ['sdk/src/**/*.test.ts'], env },
      },
      {
        resolve: { alias },
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'kit',
          environment: 'happy-dom',
          include: ['react-kit/src/**/*.test.{ts,tsx}', 'themes/src/**/*.test.ts', 'examples/test-support/**/*.test.{ts,tsx}'],
          env,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'examples',
          environment: 'node',
          include: ['examples/{devnet,node,headless,quickstart}/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          env,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        // The e2e tests read the kit's catalogues from its sources, which load its styles.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['examples/e2e/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          env,
          // Files may run side by side (on more cores): each starts its own chains, servers and browsers on free
          // ports. The demo app is built once per run, in the folder this global set-up provides (buildOnce.ts).
          globalSetup: ['examples/e2e/src/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
