import type { CatalogueWallet } from '../api/schemas/catalogue'
import type { Namespace } from '../constants'

/** A wallet Portico knows without the catalogue: its catalogue entry and the namespaces it connects on. */
export interface BuiltinWallet extends Omit<CatalogueWallet, 'chains'> {
  namespaces: readonly Namespace[]
}

/** An SVG mark on a 32 × 32 tile, as an image URL that needs no request. */
const mark = (body: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`)}`

/**
 * Well-known wallets, listed when the catalogue cannot be reached and nothing of it is stored: so a first visit
 * offline still names wallets to pair with (each pairs through WalletConnect, or is found in the page). Ids, links
 * and reverse-DNS names are the catalogue's own, so the catalogue's answer replaces these entries one for one. The
 * marks are Portico's drawings of each wallet's logo.
 */
export const BUILTIN_WALLETS: readonly BuiltinWallet[] = [
  {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    name: 'MetaMask',
    namespaces: ['eip155'],
    homepage: 'https://metamask.io/',
    image_url: mark(
      '<rect width="32" height="32" fill="#fff"/>' +
        '<path fill="#f6851b" d="M5 5l8 5h6l8-5-1 11 1 2-5 8-6 2-6-2-5-8 1-2z"/>' +
        '<path fill="#e2761b" d="M5 5l8 5-5 4zm22 0l-8 5 5 4z"/>' +
        '<path fill="#cd6116" d="M6 16l4-1 3 3-3 8-4-8zm20 0l-4-1-3 3 3 8 4-8z"/>' +
        '<path fill="#233447" d="M10 15l3 1-1 2zm12 0l-3 1 1 2z"/>' +
        '<path fill="#e4ebf3" d="M13 21h6l-1 5h-4z"/>' +
        '<path fill="#161616" d="M14 21h4l-2 2z"/>',
    ),
    mobile_link: 'metamask://',
    app_store: 'https://apps.apple.com/us/app/metamask/id1438144202',
    play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
    rdns: 'io.metamask',
  },
  {
    id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    name: 'Trust Wallet',
    namespaces: ['eip155', 'solana', 'cosmos', 'bip122'],
    homepage: 'https://trustwallet.com/',
    image_url: mark(
      '<rect width="32" height="32" fill="#fff"/>' +
        '<path fill="#0500ff" d="M16 4l10 4c0 10-4 17-10 20C10 25 6 18 6 8z"/>' +
        '<path fill="#48ff91" d="M16 7.5l7 2.8c-.3 7.6-3.2 12.7-7 14.9z"/>',
    ),
    mobile_link: 'trust://',
    app_store: 'https://apps.apple.com/app/apple-store/id1288339409',
    play_store: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
    rdns: 'com.trustwallet.app',
  },
  {
    id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    name: 'Coinbase Wallet',
    namespaces: ['eip155', 'solana'],
    homepage: 'https://www.coinbase.com/wallet',
    image_url: mark(
      '<rect width="32" height="32" fill="#0052ff"/>' +
        '<circle cx="16" cy="16" r="10" fill="#fff"/>' +
        '<rect x="12.5" y="12.5" width="7" height="7" rx="1.2" fill="#0052ff"/>',
    ),
    mobile_link: 'cbwallet://',
    app_store: 'https://apps.apple.com/app/coinbase-wallet-nfts-crypto/id1278383455',
    play_store: 'https://play.google.com/store/apps/details?id=org.toshi',
    rdns: 'com.coinbase.wallet',
  },
  {
    id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
    name: 'Rainbow',
    namespaces: ['eip155'],
    homepage: 'https://rainbow.me/',
    image_url: mark(
      '<rect width="32" height="32" fill="#0e3a9c"/>' +
        '<g fill="none" stroke-width="3.6">' +
        '<path stroke="#ff4000" d="M5 9.8A17.2 17.2 0 0 1 22.2 27"/>' +
        '<path stroke="#ffb300" d="M5 13.4A13.6 13.6 0 0 1 18.6 27"/>' +
        '<path stroke="#00d26a" d="M5 17A10 10 0 0 1 15 27"/>' +
        '<path stroke="#1fc7ff" d="M5 20.6A6.4 6.4 0 0 1 11.4 27"/></g>',
    ),
    mobile_link: 'rainbow://',
    app_store: 'https://apps.apple.com/app/apple-store/id1457119021',
    play_store: 'https://play.google.com/store/apps/details?id=me.rainbow',
    rdns: 'me.rainbow',
  },
  {
    id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
    name: 'Phantom',
    namespaces: ['solana', 'eip155', 'bip122'],
    homepage: 'https://phantom.app/',
    image_url: mark(
      '<rect width="32" height="32" fill="#ab9ff2"/>' +
        '<path fill="#fff" d="M6 22c0-8 4.5-13 10.5-13S26 13 26 17.5 23.5 23 20 23c-1 0-1.5-.8-1.5-1.6 0 1.6-1.3 2.6-2.8 2.6-1.2 0-2-.7-2.2-1.6C13 23.5 11.5 24.5 10 24.5 7.5 24.5 6 23.5 6 22z"/>' +
        '<ellipse cx="16" cy="15.5" rx="1.3" ry="2.1" fill="#3c315b"/>' +
        '<ellipse cx="21" cy="15.5" rx="1.3" ry="2.1" fill="#3c315b"/>',
    ),
    mobile_link: 'phantom://',
    app_store: 'https://apps.apple.com/app/phantom-solana-wallet/id1598432977',
    play_store: 'https://play.google.com/store/apps/details?id=app.phantom',
    rdns: 'app.phantom',
  },
]
