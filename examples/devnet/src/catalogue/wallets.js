// @ts-check
import { createHash } from 'node:crypto'
import { CATALOGUE_SEED, CATALOGUE_SIZE } from '../config.js'

/**
 * @typedef {object} WcWallet  the catalogue entry, field for field as the public catalogue serves it
 * @property {string} id
 * @property {string} name
 * @property {'none' | 'certified'} badge_type
 * @property {string} description
 * @property {string[]} chains
 * @property {string} homepage
 * @property {string} image_id
 * @property {number} order
 * @property {string | null} link_mode
 * @property {string | null} mobile_link
 * @property {string | null} desktop_link
 * @property {string | null} webapp_link
 * @property {string | null} app_store
 * @property {string | null} play_store
 * @property {string | null} chrome_store
 * @property {string | null} rdns
 * @property {{ namespace: string, injected_id: string }[] | null} injected
 * @property {number} display_index
 * @property {boolean} supports_wc
 * @property {boolean} supports_wcpay
 */

const WORDS = [
  'Aurora', 'Basalt', 'Cobalt', 'Dune', 'Ember', 'Fjord', 'Garnet', 'Harbor', 'Indigo', 'Juniper', 'Kestrel', 'Lumen',
  'Meadow', 'Nimbus', 'Onyx', 'Pebble', 'Quartz', 'Ridge', 'Saffron', 'Tundra', 'Umber', 'Vesper', 'Willow', 'Xenon',
  'Yarrow', 'Zephyr', 'Acorn', 'Birch', 'Cedar', 'Delta', 'Echo', 'Flint', 'Glacier', 'Heron', 'Iris', 'Jade',
  'Krypton', 'Lagoon', 'Maple', 'Nova', 'Orchid', 'Prism', 'Quill', 'Raven', 'Sierra', 'Tidal', 'Ultra', 'Velvet',
  'Wren', 'Yonder', 'Zenith', 'Amber', 'Beacon', 'Comet', 'Drift', 'Elm', 'Falcon', 'Grove', 'Halo', 'Ivory',
]
const KINDS = ['Wallet', 'Vault', 'Keys', 'Pay', 'Safe', 'Pocket', 'Wallet Pro', 'Purse', 'Ledgerly', 'Folio']
const CHAINS = {
  mainnet: 'eip155:1',
  optimism: 'eip155:10',
  polygon: 'eip155:137',
  base: 'eip155:8453',
  arbitrum: 'eip155:42161',
  devnet: 'eip155:31337',
  devnet2: 'eip155:31338',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  bitcoin: 'bip122:000000000019d6689c085ae165831e93',
  cosmos: 'cosmos:cosmoshub-4',
  polkadot: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
}

/**
 * A small deterministic PRNG (mulberry32), so the catalogue is the same on every start.
 * @param {number} seed
 */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A catalogue entry: `fields` over the defaults of every other field. Also how `extraWallets` (a devnet option) are
 * completed, so a test can serve any entry it wants, hostile ones included.
 * @param {Partial<WcWallet> & { id: string, name: string }} fields
 * @returns {WcWallet}
 */
export const wallet = (fields) => ({
  badge_type: 'none',
  description: `${fields.name}: a wallet from the Portico devnet catalogue.`,
  chains: [CHAINS.mainnet, CHAINS.devnet],
  homepage: `https://${slugOf(fields.name)}.wallet.example`,
  image_id: fields.id,
  order: 0,
  link_mode: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
  chrome_store: null,
  rdns: null,
  injected: null,
  display_index: 0,
  supports_wc: false,
  supports_wcpay: false,
  ...fields,
})

/** @param {string} name */
const slugOf = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '')

/** The fixed entries the tests and the demo rely on. */
function fixedWallets() {
  return [
    wallet({
      id: 'devnet-mobile-wallet',
      name: 'Devnet Mobile Wallet',
      badge_type: 'certified',
      chains: [CHAINS.devnet, CHAINS.devnet2, CHAINS.mainnet],
      mobile_link: 'devnetwallet://',
      webapp_link: 'https://wallet.devnet.portico.example/',
      link_mode: 'https://wallet.devnet.portico.example/wc',
      supports_wc: true,
    }),
    wallet({
      id: 'portico-test-wallet',
      name: 'Portico Test Wallet',
      badge_type: 'certified',
      chains: [CHAINS.devnet, CHAINS.devnet2, CHAINS.mainnet],
      rdns: 'dev.portico.testwallet',
      injected: [{ namespace: 'eip155', injected_id: 'isPorticoTestWallet' }],
    }),
    wallet({
      id: 'injected-only-wallet',
      name: 'Injected Only',
      chains: [CHAINS.devnet, CHAINS.mainnet],
      rdns: 'dev.portico.injectedonly',
      injected: [{ namespace: 'eip155', injected_id: 'isInjectedOnly' }],
    }),
  ]
}

/**
 * The generated catalogue: the `extra` entries (a devnet option), then the fixed entries, then seeded wallets with
 * every link mix.
 * @param {(Partial<WcWallet> & { id: string, name: string })[]} [extra]
 * @returns {WcWallet[]}
 */
export function generateCatalogue(extra = []) {
  const next = random(CATALOGUE_SEED)
  const names = WORDS.flatMap((word) => KINDS.map((kind) => `${word} ${kind}`))
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[names[i], names[j]] = [/** @type {string} */ (names[j]), /** @type {string} */ (names[i])]
  }
  const fixed = fixedWallets()
  const generated = names.slice(0, CATALOGUE_SIZE - fixed.length).map((name) => {
    const slug = slugOf(name)
    const id = createHash('sha256').update(`portico-devnet-wallet:${name}`).digest('hex')
    const links = next()
    const chainRoll = next()
    const chains = [CHAINS.mainnet, CHAINS.devnet]
    if (chainRoll < 0.6) chains.push(CHAINS.devnet2, CHAINS.base, CHAINS.optimism)
    if (chainRoll < 0.4) chains.push(CHAINS.polygon, CHAINS.arbitrum)
    if (chainRoll > 0.5) chains.push(CHAINS.solana)
    if (chainRoll > 0.85) chains.push(CHAINS.bitcoin)
    if (chainRoll > 0.93) chains.push(CHAINS.cosmos, CHAINS.polkadot)
    const mobile = links < 0.8 ? `${slug}://` : null
    const desktop = links >= 0.3 && links < 0.5 ? `${slug}-desktop://` : null
    const webapp = links >= 0.5 && links < 0.8 ? `https://app.${slug}.wallet.example/` : null
    const extension = links >= 0.65
    return wallet({
      id,
      name,
      badge_type: next() < 0.3 ? 'certified' : 'none',
      chains,
      mobile_link: mobile,
      desktop_link: desktop,
      webapp_link: webapp,
      app_store: mobile ? `https://apps.apple.example/app/${slug}` : null,
      play_store: mobile ? `https://play.google.example/store/apps/details?id=example.${slug}` : null,
      chrome_store: extension ? `https://chromewebstore.google.example/detail/${slug}` : null,
      rdns: extension ? `example.${slug}` : null,
      injected: extension ? [{ namespace: 'eip155', injected_id: `is${slug}` }] : null,
      supports_wc: mobile !== null || desktop !== null || webapp !== null,
      supports_wcpay: next() < 0.1,
    })
  })
  return [...extra.map(wallet), ...fixed, ...generated].map((entry, index) => ({ ...entry, order: index + 1, display_index: index + 1 }))
}
