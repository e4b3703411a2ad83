import { Suspense, useMemo, useRef, useState, type ReactNode } from 'react'
import { useStore } from '../hooks/useStore'
import type { Portico } from '@portico/sdk'
import type { PorticoThemeOverrides } from '@portico/themes'
import { LazyModal } from '../modal/lazyModal'
import { ErrorBoundary } from '../modal/ErrorBoundary'
import { ShellFailure } from '../modal/ShellFailure'
import type { MessageOverrides } from '../i18n'
import { createStartTranslator } from '../i18n/startTranslator'
import { PorticoContext, type PorticoContextValue, type RootProps, type ShownCatalogue } from '../hooks/context'
import * as styles from './Root.css'
import { themeStyle } from './themeStyle'
import { useCatalogue } from './useCatalogue'
import { usePorticoReactions } from './usePorticoReactions'

export interface PorticoProviderProps {
  portico: Portico
  /**
   * The locale to show ('es', 'pt-BR', …); default: the browser's languages, else English. The instance's `locale`
   * option and `setLocale` win over it.
   */
  locale?: string
  /** Replacement strings, by message key ('connect.emailLabel'). */
  messages?: MessageOverrides
  /** Theme variables (accent, font, radius master, …) on top of the instance's `themeVariables`. */
  theme?: PorticoThemeOverrides
  /** Light or dark; default: the instance's `$theme` mode. */
  themeMode?: 'dark' | 'light'
  children?: ReactNode
}

/**
 * The kit's only context. Renders the app's children, then the kit root (theme attribute, `dir`, `lang`, theme
 * variables) holding the modal and, with it, the live regions. On the client it starts the SDK's reactions for the instance
 * (see `usePorticoReactions`): restoring the stored connection, sign-in, account data, catalogue, analytics.
 * The root sits beside the app, not around it, so the kit's direction and language never change the app's own.
 */
export function PorticoProvider({ portico, locale, messages, theme, themeMode, children }: PorticoProviderProps) {
  usePorticoReactions(portico)
  const { locale: shown, messages: catalogue } = useCatalogue(portico, locale, messages)
  const sdkTheme = useStore(portico.$theme)
  const [root, setRoot] = useState<HTMLDivElement | null>(null)
  const [dialogContainer, setDialogContainer] = useState<HTMLDivElement | null>(null)
  const { open } = useStore(portico.$modal)
  const shellNeeded = useShellNeeded(portico)

  const shownCatalogue = useMemo<ShownCatalogue>(
    () => ({ locale: shown, messages: catalogue, overrides: messages }),
    [shown, catalogue, messages],
  )
  const t = useMemo(() => createStartTranslator(catalogue, shown, messages), [catalogue, shown, messages])
  const style = useMemo(
    () => themeStyle(portico, sdkTheme.themeVariables, theme),
    [portico, sdkTheme.themeVariables, theme],
  )
  const rootProps = useMemo<RootProps>(
    () => ({ 'data-portico-theme': themeMode ?? sdkTheme.themeMode, dir: t.dir, lang: shown, style }),
    [themeMode, sdkTheme.themeMode, t, shown, style],
  )
  const value = useMemo<PorticoContextValue>(
    () => ({ portico, t, rootProps, catalogue: shownCatalogue }),
    [portico, t, rootProps, shownCatalogue],
  )

  return (
    <PorticoContext.Provider value={value}>
      {children}
      <div {...rootProps} ref={setRoot} className={styles.root} data-portico-root="">
        <div ref={setDialogContainer} />
        {shellNeeded ? (
          <ErrorBoundary
            portico={portico}
            open={open}
            fallback={(retry) => (open ? <ShellFailure portico={portico} t={t} retry={retry} /> : null)}
          >
            <Suspense fallback={null}>
              <LazyModal container={dialogContainer} regions={root} />
            </Suspense>
          </ErrorBoundary>
        ) : null}
      </div>
    </PorticoContext.Provider>
  )
}

/** True from the first time the modal, a snackbar or an alert is shown; the shell then stays mounted. */
function useShellNeeded(portico: Portico): boolean {
  const { open } = useStore(portico.$modal)
  const snackbar = useStore(portico.$snackbar)
  const alert = useStore(portico.$alert)
  const needed = useRef(false)
  if (open || snackbar.open || alert.open) needed.current = true
  return needed.current
}
