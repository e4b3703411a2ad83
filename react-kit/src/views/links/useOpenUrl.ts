import { openUrl, type OpenUrlParams } from '@portico/sdk'
import { useAnnounce } from '../../components'
import { errorText } from '../../i18n/noticeText'
import { usePorticoContext } from '../../hooks/context'
import { useTranslation } from '../../hooks/useTranslation'
import { sharedMessages } from '../../i18n/en/shared'
import { shellMessages } from '../../i18n/en/shell'

/**
 * Opens a link through the SDK's URL policy (`openUrl`); a link the policy refuses is not opened and the user hears
 * why instead of nothing happening.
 */
export function useOpenUrl(): (params: OpenUrlParams) => void {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, sharedMessages)
  const announce = useAnnounce()
  return (params) => {
    try {
      openUrl(portico, params)
    } catch (error) {
      announce(errorText(t, error), 'assertive')
    }
  }
}
