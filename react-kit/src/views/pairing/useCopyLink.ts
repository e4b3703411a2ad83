import { useAnnounce } from '../../components'
import { usePorticoContext } from '../../hooks/context'
import { useTranslation } from '../../hooks/useTranslation'
import { sharedMessages } from '../../i18n/en/shared'

/** Copies a pairing or approval link to the clipboard and announces whether it worked. */
export function useCopyLink(): (link: string) => void {
  const { portico } = usePorticoContext()
  const t = useTranslation(sharedMessages)
  const announce = useAnnounce()
  return (link) => {
    portico.platform.writeClipboard(link).then(
      () => announce(t('shared.snackbar.linkCopied')),
      () => announce(t('shared.snackbar.copyFailed'), 'assertive'),
    )
  }
}
