import { useStore } from '../hooks/useStore'
import { goBack } from '@portico/sdk'
import { searchSwapTokens, setSwapSourceToken, setSwapToToken, type SwapState } from '@portico/sdk/swap'
import { useId, useState } from 'react'
import { RovingList, TextInput, type RovingListItem } from '../components'
import type { Translator } from '../i18n'
import { usePorticoContext } from '../hooks/context'
import * as viewStyles from './Connect.css'
import * as styles from './Swap.css'
import { TokenRow } from './tokens/TokenRow'
import { swapSideOf } from './swap/swapSide'
import { useTranslation } from '../hooks/useTranslation'
import { swapMessages } from '../i18n/en/swap'

type SwapToken = SwapState['tokens'][number]

interface TokenItem extends RovingListItem {
  token: SwapToken
  balance?: string
}

/** The list entries: the token chosen for this side is current; the one chosen for the other side is disabled. */
function tokenItems(
  t: Translator,
  tokens: readonly (SwapToken & { quantity?: { numeric: string } })[],
  swap: SwapState,
  side: 'source' | 'to',
) {
  const [mine, other] = side === 'source' ? [swap.sourceToken, swap.toToken] : [swap.toToken, swap.sourceToken]
  return tokens.map((token): TokenItem => {
    const balance = token.quantity ? t.formatBalance(token.quantity.numeric, token.symbol) : undefined
    const onOtherSide = token.address === other?.address
    return {
      id: token.address,
      name: token.symbol,
      states: [token.name, ...(balance ? [balance] : []), ...(onOtherSide ? [t('swap.otherSide')] : [])],
      current: token.address === mine?.address,
      disabled: onOtherSide,
      token,
      ...(balance ? { balance } : {}),
    }
  })
}

function TokenEntry({ item }: { item: TokenItem }) {
  const { token } = item
  return <TokenRow symbol={token.symbol} imageUrl={token.logoUri} detail={token.name} amount={item.balance} />
}

/** Choosing the token to pay or to receive (router data `side`), with search, the tokens held and all tokens. */
export default function SwapSelectToken() {
  const { portico } = usePorticoContext()
  const t = useTranslation(swapMessages)
  const swap = useStore(portico.$swap)
  const side = swapSideOf(useStore(portico.$router).data)
  const [query, setQuery] = useState('')
  const [mineId, allId] = [useId(), useId()]

  const choose = (item: TokenItem) => {
    if (side === 'source') setSwapSourceToken(portico, { token: item.token })
    else setSwapToToken(portico, { token: item.token })
    goBack(portico)
  }
  const held = tokenItems(t, searchSwapTokens(swap.myTokensWithBalance, query), swap, side)
  const all = tokenItems(t, searchSwapTokens(swap.tokens, query), swap, side)

  return (
    <div className={viewStyles.view}>
      <TextInput
        type="search"
        label={t('swap.searchToken')}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {held.length > 0 ? (
        <section aria-labelledby={mineId} className={viewStyles.form}>
          <h3 id={mineId} className={styles.heading}>
            {t('swap.yourTokens')}
          </h3>
          <RovingList
            label={t('swap.yourTokens')}
            locale={t.locale}
            items={held}
            onActivate={choose}
            renderItem={(item) => <TokenEntry item={item} />}
          />
        </section>
      ) : null}
      <section aria-labelledby={allId} className={viewStyles.form}>
        <h3 id={allId} className={styles.heading}>
          {t('swap.allTokens')}
        </h3>
        {all.length > 0 ? (
          <RovingList
            label={t('swap.allTokens')}
            locale={t.locale}
            items={all}
            onActivate={choose}
            renderItem={(item) => <TokenEntry item={item} />}
          />
        ) : (
          <p className={viewStyles.legal}>{t('swap.noTokens')}</p>
        )}
      </section>
    </div>
  )
}
