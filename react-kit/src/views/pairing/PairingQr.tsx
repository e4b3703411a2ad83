import type { ReactNode } from 'react'
import { QrWithAlternatives } from '../../components/qr'
import { useOpenUrl } from '../links/useOpenUrl'
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
  /** What the link is by the URL policy: a WalletConnect pairing (`wc:`) or a web or app link. */
  linkKind: 'pairing' | 'appLink'
  /** A logo over the code's centre. */
  logo?: ReactNode
}

/** A link to scan as a QR code, with "Copy link" (announced) and a button that opens it in a new tab. */
export function PairingQr({ link, qrLabel, openLabel, linkKind, logo }: PairingQrProps) {
  const open = useOpenUrl()
  const t = useTranslation(sharedMessages)
  const copy = useCopyLink()
  return (
    <QrWithAlternatives
      value={link}
      qrLabel={qrLabel}
      copyLabel={t('shared.common.copyLink')}
      openLabel={openLabel}
      onCopy={copy}
      onOpen={(value) => open({ url: value, kind: linkKind })}
      logo={logo}
    />
  )
}
