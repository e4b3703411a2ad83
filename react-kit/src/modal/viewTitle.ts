import type { RouterData, View } from '@portico/sdk'
import type { MessageKey, Translator } from '../i18n'
import { shellMessages } from '../i18n/en/shell'

type TitleKey = keyof typeof shellMessages.shell.titles

/** Views whose title is filed under another name in the catalogue. */
const TITLE_ALIASES: Partial<Record<View, TitleKey>> = {
  WalletSend: 'Send',
  WalletSendSelectToken: 'Send',
  WalletSendPreview: 'SendPreview',
  WalletSendConfirmed: 'Send',
  WalletReceive: 'Receive',
  SwapPreview: 'SwapPreview',
  SwapSelectToken: 'SwapSelectToken',
  OnRampProviders: 'Buy',
  OnRampFiatSelect: 'Buy',
  OnRampTokenSelect: 'Buy',
  BuyInProgress: 'Buy',
  UpdateEmailWallet: 'UpdateEmail',
}

const isTitleKey = (view: string): view is TitleKey => Object.hasOwn(shellMessages.shell.titles, view)

function nameIn(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const name = (value as { name?: unknown }).name
  return typeof name === 'string' ? name : undefined
}

/** The modal's title for a view, from `shell.titles.<View>`, filled with the name of the wallet, connector or network. */
export function viewTitle(t: Translator, view: View, data: RouterData | undefined): string {
  const key = TITLE_ALIASES[view] ?? (isTitleKey(view) ? view : undefined)
  if (!key) return t('shell.modal.fallbackTitle')
  const name = nameIn(data?.wallet) ?? nameIn(data?.connector) ?? nameIn(data?.network) ?? ''
  const provider = typeof data?.provider === 'string' ? data.provider : ''
  const title = t(`shell.titles.${key}` as MessageKey, { name, provider })
  return title.trim() ? title : t('shell.modal.fallbackTitle')
}
