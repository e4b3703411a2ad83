import type { SendState } from '@portico/sdk/send'
import type { Translator } from '../../i18n'
import { LiveRegion } from '../../components'
import * as cardStyles from '../amount/AmountCard.css'
import * as styles from '../WalletSend.css'
import { ReceiverSummary } from './ReceiverSummary'

/**
 * Under the receiver field, as the user types: "Looking up vitalik.eth…" while the SDK resolves a name (shown and
 * announced), then the name it resolved with its avatar and the address it stands for.
 */
export function ResolvedReceiver({ send, t }: { send: SendState; t: Translator }) {
  const resolving = send.receiverNameStatus === 'pending'
  return (
    <>
      <div className={cardStyles.note}>
        <LiveRegion
          visible
          message={resolving ? t('send.resolvingName', { name: send.receiverProfileName ?? '' }) : ''}
        />
      </div>
      {!resolving && send.receiverAddress && send.receiverProfileName ? (
        <div className={styles.resolved}>
          <ReceiverSummary
            address={send.receiverAddress}
            name={send.receiverProfileName}
            avatar={send.receiverProfileImageUrl}
          />
        </div>
      ) : null}
    </>
  )
}
