import type { Portico } from '@portico/sdk'
import type { PorticoThemeOverrides } from '@portico/themes'
import { createPortal } from 'react-dom'
import { ConnectButton } from '../buttons/ConnectButton'
import { PorticoProvider } from '../provider/PorticoProvider'
import type { ButtonSettings, ModalSettings } from './attributes'

/** A `<portico-connect-button>` on the page: where its button renders, and its settings. */
export interface ButtonSlot {
  id: number
  mount: HTMLElement
  settings: ButtonSettings
}

export interface ElementsHostProps {
  portico: Portico
  settings: ModalSettings
  /** The accent as the provider's `theme` prop, kept as one object while the accent does not change. */
  theme: PorticoThemeOverrides | undefined
  buttons: readonly ButtonSlot[]
}

/**
 * The one React tree behind the elements: the provider (and its modal) in `<portico-modal>`'s shadow root, each
 * `<portico-connect-button>`'s ConnectButton portalled into that button's own shadow root, so all of them share one
 * instance, one catalogue and one modal.
 */
export function ElementsHost({ portico, settings, theme, buttons }: ElementsHostProps) {
  return (
    <PorticoProvider portico={portico} locale={settings.locale} themeMode={settings.themeMode} theme={theme}>
      {buttons.map(({ id, mount, settings }) =>
        createPortal(<ConnectButton balance={settings.balance} network={settings.network} />, mount, String(id)),
      )}
    </PorticoProvider>
  )
}
