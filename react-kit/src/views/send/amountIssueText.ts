import type { CaipNetwork, TokenBalance } from '@portico/sdk'
import type { SendAmountIssue } from '@portico/sdk/send'
import type { Translator } from '../../i18n'

/** The amount field's error for the SDK's verdict on the typed amount. */
export function amountIssueText(
  t: Translator,
  issue: SendAmountIssue | undefined,
  token: TokenBalance | undefined,
  network: CaipNetwork | undefined,
): string | undefined {
  if (!issue || !token) return undefined
  return t(`send.amountIssue.${issue}`, {
    symbol: issue === 'feeNotCovered' ? (network?.nativeCurrency.symbol ?? token.symbol) : token.symbol,
    decimals: Number(token.quantity.decimals),
  })
}
