// What an app loads at start from each entry of Portico's packages, checked by size-limit in `npm test`: the entry
// as published (`<package>/dist`), bundled and minified by esbuild, gzipped. Its npm dependencies stay imports
// (nanostores, valibot, viem…: an app shares them with its own code) and every dynamic import stays out (the
// modal's views, the HTTP clients, WalletConnect: they load when used). Journeys (the modal opened on Connect) are
// measured by `scripts/journey-size.mjs`. Each limit holds the line of the current figure; what moved it and why
// is in docs/size.md. size-limit's kB are 1000 bytes (the journey script's are 1024).
import { readFileSync } from 'node:fs'

/** Leaves every `import()` out of the bundle: what remains is what loads with the entry. */
const startOnly = {
  name: 'start-only',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined))
  },
}

const dependenciesOf = (dir) => {
  const pkg = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'))
  return Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }).filter((name) => !name.startsWith('@portico/'))
}

/** A start check: `file` with its dependencies left out (`ignore`), dynamic imports left out. */
const start = (name, file, limit, ignore) => ({
  name,
  path: file,
  limit,
  gzip: true,
  ignore,
  // Packages resolve as an app resolves them (their package.json exports), not through the repo's source paths.
  modifyEsbuildConfig: (config) => ({ ...config, format: 'esm', platform: 'browser', target: 'es2022', tsconfig: 'scripts/size.tsconfig.json', plugins: [...(config.plugins ?? []), startOnly] }),
})

const sdk = dependenciesOf('sdk')
const kit = [...dependenciesOf('react-kit'), '@portico/sdk', '@portico/themes']
const react = ['react', 'react-dom', 'react/jsx-runtime']

export default [
  start('@portico/sdk', 'sdk/dist/index.js', '14.48 kB', sdk),
  start('@portico/sdk/api', 'sdk/dist/api.js', '7.34 kB', sdk),
  // A page or script that only reads the wallet catalogue (issue #32: under 8 kB), every dependency counted, valibot
  // too. That it brings no file of the core and no lazy chunk along (a bundler that splits code keeps every
  // `import()` of every file it reaches) is tested on the built package in examples/node/test/dist-import.test.ts.
  {
    name: 'createCatalogueClient alone',
    path: 'scripts/size-scenarios/catalogue-client.js',
    limit: '5.63 kB',
    gzip: true,
    modifyEsbuildConfig: (config) => ({ ...config, format: 'esm', platform: 'browser', target: 'es2022', tsconfig: 'scripts/size.tsconfig.json' }),
  },
  // The SDK's entries below lost 1.1–1.25 kB when the options schema stopped being built as its file loads (issue
  // #32): the entries that never check options no longer carry it. Their limits moved with it (docs/size.md).
  // 7.21 before getEip155Provider (issue #18: the connected wallet as an EIP-1193 provider for viem and ethers).
  start('@portico/sdk/eip155', 'sdk/dist/eip155.js', '6.07 kB', sdk),
  // 10.74 before issue #33 moved @solana/kit out of the entry's start (`@portico/sdk/solana/kit` holds its helpers).
  start('@portico/sdk/solana', 'sdk/dist/solana.js', '8.3 kB', sdk),
  // The other namespaces' entries (issue #20): adapter, browser-wallet discovery, address checks; verifiers stay lazy.
  start('@portico/sdk/bip122', 'sdk/dist/bip122.js', '8.25 kB', sdk),
  start('@portico/sdk/polkadot', 'sdk/dist/polkadot.js', '5.95 kB', sdk),
  start('@portico/sdk/cosmos', 'sdk/dist/cosmos.js', '5.99 kB', sdk),
  // 14.18 before issue #40: the pairing link made ahead while the modal is open (`prepare`). 13.95 before issue #32's
  // stored session values (connection status, deep-link choice…) left the core for a small chunk of their own; 14.02
  // before connect's and disconnect's bodies did (issue #32).
  start('@portico/sdk/walletconnect', 'sdk/dist/walletconnect.js', '12.51 kB', sdk),
  // What a wagmi app adds for Portico's connector (wagmi and viem are the app's own).
  start('@portico/sdk/wagmi', 'sdk/dist/wagmi.js', '7.8 kB', sdk),
  start('@portico/themes', 'themes/dist/index.js', '3.24 kB', []),
  // 5.39 before issue #32: the kit's start imports the spec figures it shows from `@portico/sdk/constants`; 5.52
  // before the live regions moved into the modal's chunk, 5.21 before the views' translator did (issue #32), 3.79
  // before the error state a failed load of the modal's code shows (it must be there when no other chunk loads).
  start('@portico/react', 'react-kit/dist/index.js', '4.38 kB', kit),
  // An app's start with the kit: PorticoProvider, ConnectButton and createPortico, every dependency but React.
  // 18.65 before issue #32's tenth wave (the SDK's start reactions fetched after the provider's first render, the
  // core's messages beside their throwers, the formatters in `@portico/sdk/format`, fewer valibot kinds at start).
  start('app with the kit', 'scripts/size-scenarios/connect-modal.js', '16.43 kB', react),
  // Issue #36: the same app with the custom elements entry (`@portico/react/element`), every dependency but React:
  // the limit is the line above plus 3 kB, what the entry may add.
  start('app with the kit and its elements', 'scripts/size-scenarios/elements-app.js', '18.38 kB', [...react, 'react-dom/client']),
  // Issue #36 (at most 75 kB): the no-bundler file's start, with the SDK, the kit, the eip155 adapter and Preact's
  // React-compatible runtime (preact/compat, where the kit imports React and react-dom) inside; its views, locales and
  // viem's calls load when used. With React 19 inside it measured 98.52 kB: React 19 alone is the line after.
  start('no-bundler elements file, preact/compat inside', 'react-kit/dist/standalone/portico-elements.js', '32.33 kB', []),
  start('React 19 alone (react-dom/client), for comparison', 'scripts/size-scenarios/react-floor.js', '68.95 kB', []),
  // An EVM app's start (the eip155 adapter, its sign and send actions), every dependency but React: viem stays out.
  start('EVM app', 'scripts/size-scenarios/evm-app.js', '19.98 kB', react),
]
