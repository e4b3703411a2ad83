import { CONNECT_WALLET_ROWS_MAX } from '../constants'
import * as v from 'valibot'
import { checkParam, objectParam } from '../validation/checkParam'

/** The Connect view's rows: the connect methods in order and the wallet rows. */
export interface ConnectRows {
  featured: number
  custom: number
  injected: number
  /** E-mail login is shown (it takes one row). */
  email: boolean
  /** Social logins are shown (together they take one row). */
  social: boolean
}

const rowsSchema = objectParam({
  featured: v.number(),
  custom: v.number(),
  injected: v.number(),
  email: v.boolean(),
  social: v.boolean(),
})

/**
 * How many recommended wallets fit on Connect (docs/wire.md, Wallet catalogue): at most 4 rows in all, so
 * 4 − (featured + custom + injected + e-mail + social), never below 0.
 */
export function cappedRecommendedCount(rows: ConnectRows): number {
  const { featured, custom, injected, email, social } = checkParam('rows', rowsSchema, rows)
  const taken = count(featured) + count(custom) + count(injected) + Number(email) + Number(social)
  return Math.max(0, CONNECT_WALLET_ROWS_MAX - taken)
}

function count(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
}
