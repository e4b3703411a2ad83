import { useStore } from '../hooks/useStore'
import {
  close,
  disconnect,
  goBack,
  isImageUrl,
  push,
  switchAccount,
  switchConnection,
  type Connection,
} from '@portico/sdk'
import { connectionAccountTypes, disconnectChoices, fetchConnectionBalance } from '@portico/sdk/account'
import { formatBalance, truncateAddress } from '@portico/sdk/format'
import { useEffect, useState } from 'react'
import { Button, IconButton } from '../components'
import { focusRing, visuallyHidden } from '../components/styles/shared.css'
import { CheckIcon, CloseIcon, WalletIcon } from '../icons'
import { usePorticoContext } from '../hooks/context'
import { useTranslation } from '../hooks/useTranslation'
import { sharedMessages } from '../i18n/en/shared'
import { accountMessages } from '../i18n/en/account'
import { settingsMessages } from '../i18n/en/settings'
import { shellMessages } from '../i18n/en/shell'
import * as styles from './ProfileWallets.css'
import { ViewError } from './ViewError'
import { NetworkImage } from './networks/NetworkImage'

/**
 * The Wallets view (from the Account view's header): every connection with its wallet's icon and name, its
 * network's mark, short address and balance, the active one marked. Choosing one makes it active and goes back to the
 * account; each can be disconnected alone (the last one closes the modal); a wallet that granted several accounts
 * lists them to pick from (the embedded wallet's named as its externally owned account and its smart account); "Add wallet" opens the Connect view; with several wallets, "Disconnect all" (the
 * SDK's `disconnectChoices`) ends them all and closes the modal.
 */
export default function ProfileWallets() {
  const { portico } = usePorticoContext()
  const t = useTranslation(sharedMessages, accountMessages, shellMessages, settingsMessages)
  const connections = useStore(portico.$connections)
  const accountTypes = useStore(connectionAccountTypes(portico))
  const choices = useStore(disconnectChoices(portico))
  // Offered beside the rows only when the SDK has a choice of its own for it (several wallets).
  const all = choices.length > 1 ? choices.find((choice) => choice.scope === 'all') : undefined
  const [failure, setFailure] = useState<unknown>()

  const run = async (action: () => unknown) => {
    setFailure(undefined)
    try {
      await action()
    } catch (error) {
      // Shown to the user here; the SDK has already reported it.
      setFailure(error)
    }
  }
  const leave = (c: Connection) =>
    run(async () => {
      await disconnect(portico, { connectionId: c.id })
      if (portico.$connections.get().length === 0) close(portico, { force: true })
    })

  return (
    <div className={styles.view}>
      <ul className={styles.list} aria-label={t('shell.titles.ProfileWallets')}>
        {connections.map((c) => (
          <li key={c.id} className={styles.card} data-active={c.active || undefined}>
            <div className={styles.head}>
              <button
                type="button"
                className={`${styles.choose} ${focusRing}`}
                aria-current={c.active || undefined}
                onClick={() =>
                  void run(async () => {
                    await switchConnection(portico, { connectionId: c.id })
                    goBack(portico)
                  })
                }
              >
                <ConnectionSummary connection={c} activeLabel={t('account.wallets.active')} />
              </button>
              <IconButton
                className={styles.leave}
                label={t('account.wallets.disconnect', { name: c.connector.name })}
                icon={<CloseIcon />}
                onClick={() => void leave(c)}
              />
            </div>
            {c.accounts.length > 1 ? (
              <ul className={styles.accounts} aria-label={t('account.wallets.accounts', { name: c.connector.name })}>
                {c.accounts.map((address) => {
                  const type = accountTypes[c.id]?.[address]
                  return (
                    <li key={address}>
                      <button
                        type="button"
                        className={`${styles.account} ${focusRing}`}
                        aria-pressed={address === c.address}
                        onClick={() => void run(() => switchAccount(portico, { connectionId: c.id, address }))}
                      >
                        <span className={styles.accountText}>
                          <span aria-hidden="true">{truncateAddress(address)}</span>
                          <span className={visuallyHidden}>{address}</span>
                          {type === 'eoa' || type === 'smartAccount' ? (
                            <span className={styles.accountType}>{t(`settings.account.${type}`)}</span>
                          ) : null}
                        </span>
                        {address === c.address ? <CheckIcon size={14} /> : null}
                      </button>
                    </li>
                  )
                })}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => push(portico, { view: 'Connect' })}>
        {t('account.wallets.add')}
      </Button>
      {all ? (
        <Button
          variant="secondary"
          onClick={() =>
            void run(async () => {
              await disconnect(portico, all.params)
              close(portico, { force: true })
            })
          }
        >
          {t('account.wallets.disconnectAll')}
        </Button>
      ) : null}
      <ViewError error={failure} />
    </div>
  )
}

/** A connection's icon, wallet name (with the active badge), network, short address and native balance. */
function ConnectionSummary({ connection: c, activeLabel }: { connection: Connection; activeLabel: string }) {
  const { portico } = usePorticoContext()
  const chains = useStore(portico.$chains)
  const network = chains[c.namespace]?.caipNetworks.find((n) => String(n.id) === c.chainId)
  const [balance, setBalance] = useState<string>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the account and chain are when to ask again; the SDK reads them itself
  useEffect(() => {
    let live = true
    fetchConnectionBalance(portico, { connectionId: c.id }).then(
      (native) => live && setBalance(native && formatBalance(native.balance, native.symbol)),
      // The row stays without a balance; the SDK has reported the failure.
      () => live && setBalance(undefined),
    )
    return () => {
      live = false
    }
  }, [portico, c.id, c.address, c.chainId])

  return (
    <>
      {isImageUrl(c.connector.icon) ? (
        <img className={styles.icon} src={c.connector.icon} alt="" width={36} height={36} />
      ) : (
        <span className={styles.icon} aria-hidden="true">
          <WalletIcon />
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.top}>
          <span className={styles.name}>{c.connector.name}</span>
          {c.active ? <span className={styles.badge}>{activeLabel}</span> : null}
        </span>
        <span className={styles.detail}>
          {network ? <NetworkImage network={network} size={14} /> : null}
          <span className={visuallyHidden}>{network?.name ?? c.namespace}</span>
          <span aria-hidden="true">{truncateAddress(c.address)}</span>
          <span className={visuallyHidden}>{c.address}</span>
          {balance ? <span className={styles.balance}>{balance}</span> : null}
        </span>
      </span>
    </>
  )
}
