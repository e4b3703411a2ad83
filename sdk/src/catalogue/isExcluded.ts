import type { ExcludedWallet } from './types'

/** Spec §5: an exclusion matches by rdns, or by name ignoring case. */
export function isExcluded(
  wallet: { name: string; rdns?: string | null | undefined },
  excluded: readonly ExcludedWallet[],
): boolean {
  const name = wallet.name.toLowerCase()
  return excluded.some(
    (e) => (e.rdns && wallet.rdns && e.rdns === wallet.rdns) || e.name.toLowerCase() === name,
  )
}
