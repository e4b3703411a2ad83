import { QrWithAlternatives } from '../../components/qr'
import { usePorticoContext } from '../../provider/context'
import { useCopyLink } from './useCopyLink'
import { useTranslation } from '../../hooks/useTranslation'
import { sharedMessages } from '../../i18n/en/shared'

export interface PairingQrProps {
  /** The link the code carries (a WalletConnect pairing, a Farcaster approval). */
  link: string
  /** The code's accessible name. */
  qrLabel: string
  /** The label of the button that opens the link in a new tab. */
  openLabel: string
}

/** A link to scan as a QR code, with "Copy link" (announced) and a button that opens it in a new tab. */
export function PairingQr({ link, qrLabel, openLabel }: PairingQrProps) {
  const { portico } = usePorticoContext()
  const t = useTranslation(sharedMessages)
  const copy = useCopyLink()
  return (
    <QrWithAlternatives
      value={link}
      qrLabel={qrLabel}
      copyLabel={t('common.copyLink')}
      openLabel={openLabel}
      onCopy={copy}
      onOpen={(value) => portico.platform.openLink(value, '_blank')}
    />
  )
}
