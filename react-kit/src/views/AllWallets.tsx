import { useStore } from '../hooks/useStore'
import { watchConnectors } from '@portico/sdk'
import { chooseWallet, fetchWalletImage, uniqueById, type Wallet } from '@portico/sdk/catalogue'
import { fetchWallets, searchWallets } from '@portico/sdk/wallet-search'
import { useEffect, useRef, useState } from 'react'
import { itemName, LiveRegion, TextInput, VirtualGrid, type VirtualItemProps } from '../components'
import { RetryButton } from './RetryButton'
import { focusRing } from '../components/styles/shared.css'
import { usePorticoContext } from '../hooks/context'
import * as styles from './AllWallets.css'
import { settled } from './wallets/settled'
import { stateWords } from './wallets/stateWords'
import { WalletImage } from './wallets/WalletImage'
import * as walletStyles from './wallets/wallets.css'
import { useTranslation } from '../hooks/useTranslation'
import { shellMessages } from '../i18n/en/shell'
import { sharedMessages } from '../i18n/en/shared'
import { walletsMessages } from '../i18n/en/wallets'
import * as connectStyles from './Connect.css'

/** Quiet time after the last keystroke before the catalogue is searched. */
export const SEARCH_DEBOUNCE_MS = 300
/** The grid: wallets per row, row height and viewport height (px). */
export const GRID_COLUMNS = 4
export const GRID_ROW_HEIGHT = 96
export const GRID_HEIGHT = 384

/**
 * Every wallet of the catalogue: a search field (debounced; the SDK trims the text and pages the results) over a
 * virtualized grid that loads the next page as its end scrolls into view. Each wallet's image is loaded when its
 * tile is shown.
 */
export default function AllWallets() {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, sharedMessages, walletsMessages)
  const wallets = useStore(portico.$wallets)
  const [query, setQuery] = useState('')
  const typed = useRef(false)

  useEffect(() => {
    watchConnectors(portico)
    // The first page is usually in already (asked for when the modal opened) or on its way; a failed ask shows
    // its error with Try again.
    const { page, status } = portico.$wallets.get()
    if (page === 0 && status.page === 'idle') settled(fetchWallets(portico, { page: 1 }))
  }, [portico])

  useEffect(() => {
    if (!typed.current) return
    const timer = portico.platform.setTimeout(
      () => settled(searchWallets(portico, { search: query })),
      SEARCH_DEBOUNCE_MS,
    )
    return () => portico.platform.clearTimeout(timer)
  }, [portico, query])

  const searching = wallets.searchText !== ''
  const recent = new Set(wallets.recent.map((wallet) => wallet.id))
  const list = searching
    ? wallets.search
    : uniqueById([...wallets.featured, ...wallets.custom, ...wallets.recommended, ...wallets.wallets])
  // After a failed page only Try again asks again: scrolling does not repeat a failure the view shows.
  const morePages =
    wallets.wallets.length < wallets.count && wallets.status.page !== 'pending' && wallets.status.page !== 'error'

  const failed = searching ? wallets.status.search === 'error' : wallets.status.page === 'error'
  const retry = () =>
    settled(
      searching
        ? searchWallets(portico, { search: wallets.searchText })
        : fetchWallets(portico, { page: wallets.page + 1 }),
    )

  const status =
    wallets.status.search === 'pending' || (!searching && wallets.status.page === 'pending')
      ? t('shared.common.loading')
      : searching && list.length === 0
        ? t('wallets.noResultsFor', { query: wallets.searchText })
        : ''

  return (
    <div className={styles.view}>
      <TextInput
        label={t('wallets.aria.searchWallets')}
        hideLabel
        type="search"
        placeholder={t('wallets.searchPlaceholder')}
        value={query}
        onChange={(event) => {
          typed.current = true
          setQuery(event.target.value)
        }}
      />
      <VirtualGrid
        label={t('shell.aria.walletList')}
        itemCount={list.length}
        columns={GRID_COLUMNS}
        rowHeight={GRID_ROW_HEIGHT}
        // As tall as its rows, up to GRID_HEIGHT: no blank box above "No wallet found" or under a short result.
        height={Math.min(GRID_HEIGHT, Math.ceil(list.length / GRID_COLUMNS) * GRID_ROW_HEIGHT)}
        getKey={(index) => list[index]?.id ?? index}
        onEndReached={
          searching || !morePages ? undefined : () => settled(fetchWallets(portico, { page: wallets.page + 1 }))
        }
        renderItem={(index, props) => {
          const wallet = list[index]
          return wallet ? <WalletTile wallet={wallet} recent={recent.has(wallet.id)} {...props} /> : null
        }}
      />
      <LiveRegion message={status} visible />
      {failed ? (
        // The catalogue did not answer: said so with a way to ask again, never an empty grid.
        <>
          <p role="alert" className={connectStyles.error}>
            {t('wallets.loadFailed')}
          </p>
          <RetryButton onRetry={retry} />
        </>
      ) : null}
    </div>
  )
}

interface WalletTileProps extends VirtualItemProps {
  wallet: Wallet
  recent: boolean
}

/** One wallet of the grid; mounting it (scrolling it into view) loads its image through the SDK. */
function WalletTile({ wallet, recent, tabIndex }: WalletTileProps) {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, sharedMessages, walletsMessages)
  const { images } = useStore(portico.$wallets)
  const image = images[wallet.id]

  useEffect(() => {
    if (!image) settled(fetchWalletImage(portico, wallet))
  }, [portico, wallet, image])

  return (
    <button
      type="button"
      tabIndex={tabIndex}
      className={`${walletStyles.tile} ${focusRing}`}
      aria-label={itemName(t.locale, wallet.name, stateWords(t, { installed: wallet.installed, recent }))}
      onClick={() => chooseWallet(portico, wallet)}
    >
      <WalletImage name={wallet.name} src={image ?? wallet.image_url} />
      <span className={walletStyles.tileName}>{wallet.name}</span>
    </button>
  )
}
