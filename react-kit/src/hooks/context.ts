import { createContext, useContext, type CSSProperties } from 'react'
import type { Portico } from '@portico/sdk'
import type { Translator } from '../i18n'

/** Attributes every element the kit renders at the top of a tree carries: theme, direction, language, variables. */
export interface RootProps {
  'data-portico-theme': 'dark' | 'light'
  dir: 'ltr' | 'rtl'
  lang: string
  style: CSSProperties
}

export interface PorticoContextValue {
  portico: Portico
  t: Translator
  rootProps: RootProps
}

/** The kit's only context, given by `PorticoProvider`. */
export const PorticoContext = createContext<PorticoContextValue | null>(null)

export function usePorticoContext(): PorticoContextValue {
  const value = useContext(PorticoContext)
  if (!value) throw new Error('Portico components and hooks must be used inside <PorticoProvider>')
  return value
}
