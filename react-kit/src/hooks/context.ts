import { createContext, useContext, type CSSProperties } from 'react'
import type { Portico } from '@portico/sdk'
import type { CataloguePart, MessageOverrides } from '../i18n'
import type { StartTranslator } from '../i18n/startTranslator'

/** Attributes every element the kit renders at the top of a tree carries: theme, direction, language, variables. */
export interface RootProps {
  'data-portico-theme': 'dark' | 'light'
  dir: 'ltr' | 'rtl'
  lang: string
  style: CSSProperties
}

export interface PorticoContextValue {
  portico: Portico
  /** The start's texts (the buttons'); the views translate with `useTranslation`, made from `catalogue`. */
  t: StartTranslator
  rootProps: RootProps
  /** What the views' translator is made of: the shown locale, its catalogue and the app's overrides. */
  catalogue: ShownCatalogue
}

/** The shown locale's messages, as the provider resolved and loaded them, and the app's overrides. */
export interface ShownCatalogue {
  locale: string
  messages: CataloguePart
  overrides: MessageOverrides | undefined
}

/** The kit's only context, given by `PorticoProvider`. */
export const PorticoContext = createContext<PorticoContextValue | null>(null)

export function usePorticoContext(): PorticoContextValue {
  const value = useContext(PorticoContext)
  if (!value) throw new Error('Portico components and hooks must be used inside <PorticoProvider>')
  return value
}
