import { useStore } from '../../hooks/useStore'
import { isImageUrl } from '@portico/sdk'
import { fetchNfts } from '@portico/sdk/account'
import { usePorticoContext } from '../../hooks/context'
import * as styles from '../Account.css'
import { ListState } from './ListState'
import { ImageIcon } from '../../icons'
import { useTranslation } from '../../hooks/useTranslation'
import { accountMessages } from '../../i18n/en/account'

/** The NFTs the account holds on the active network (`$nfts`), as a grid of preview images with their names. */
export function NftGrid() {
  const { portico } = usePorticoContext()
  const t = useTranslation(accountMessages)
  const { nfts, status } = useStore(portico.$nfts)
  return (
    <>
      <ListState
        status={status}
        filled={nfts.length > 0}
        loading={t('account.loadingNfts')}
        icon={<ImageIcon size={24} />}
        skeleton="tile"
        empty={t('account.emptyNfts')}
        emptyDescription={t('account.emptyNftsDescription')}
        error={t('account.nftsFailed')}
        onRetry={() => void fetchNfts(portico).catch(() => undefined)}
      />
      {nfts.length > 0 ? (
        <>
          <p className={styles.heading}>{t('account.nftCount', { count: nfts.length })}</p>
          <ul className={styles.grid} aria-label={t('account.aria.nftList')}>
            {nfts.map((nft) => (
              <li key={nft.id} className={styles.nft}>
                {isImageUrl(nft.imageUrl) ? (
                  <img className={styles.nftImage} src={nft.imageUrl} alt="" />
                ) : (
                  <span className={styles.nftImage} />
                )}
                <span>{nft.name}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  )
}
