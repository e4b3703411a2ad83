/** A token balance as far as its fiat value goes (spec §3 token balance: value = quantity × price). */
export interface FiatValued {
  value?: number | null
}

/** The total fiat value of a token list; entries without a finite value count as 0. */
export function sumBalances(balances: readonly FiatValued[]): number {
  return balances.reduce(
    (total, { value }) => (typeof value === 'number' && Number.isFinite(value) ? total + value : total),
    0,
  )
}
