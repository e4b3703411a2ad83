import { isImageUrl } from '@portico/sdk'
import { avatarGradient } from '../account/avatarGradient'
import * as styles from '../WalletSend.css'

export interface ReceiverSummaryProps {
  address: string
  name?: string | undefined
  avatar?: string | undefined
}

/**
 * Who receives: the resolved name and its avatar (a gradient from the address without one) when the receiver was
 * typed as a name, and always the full address.
 */
export function ReceiverSummary({ address, name, avatar }: ReceiverSummaryProps) {
  return (
    <span className={styles.receiver}>
      {isImageUrl(avatar) ? (
        <img className={styles.avatar} src={avatar} alt="" />
      ) : (
        <span className={styles.avatar} style={{ background: avatarGradient(address) }} aria-hidden="true" />
      )}
      <span className={styles.receiverText}>
        {name ? <span>{name}</span> : null}
        <span className={styles.address}>{address}</span>
      </span>
    </span>
  )
}
