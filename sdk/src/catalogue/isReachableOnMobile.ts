import { checkParam, objectParam } from '../validation/checkParam'
import type { CatalogueWallet } from '../api/schemas/catalogue'

/** On a phone a wallet is only useful with a mobile deep link or a web app (custom wallets are kept anyway). */
export function isReachableOnMobile(wallet: Pick<CatalogueWallet, 'mobile_link' | 'webapp_link'>): boolean {
  checkParam('wallet', objectParam(), wallet)
  return Boolean(wallet.mobile_link || wallet.webapp_link)
}
