import type { Translator } from '../../i18n'

export interface WalletFlags {
  installed?: boolean
  recent?: boolean
}

/** The state words read after a wallet's name ("installed", "recent"), lower-cased for the accessible name. */
export function stateWords(t: Translator, { installed, recent }: WalletFlags): string[] {
  const words: string[] = []
  if (installed) words.push(t('shell.wallets.installed'))
  if (recent) words.push(t('shell.wallets.recent'))
  return words.map((word) => word.toLocaleLowerCase(t.locale))
}

/** The visible badge of a wallet: its first state, as the catalogue writes it. */
export function badge(t: Translator, { installed, recent }: WalletFlags): string | undefined {
  if (recent) return t('shell.wallets.recent')
  if (installed) return t('shell.wallets.installed')
  return undefined
}
