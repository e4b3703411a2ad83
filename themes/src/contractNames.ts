import { vars } from './contract.css'

/** The CSS variable names of a contract (or part of one), in contract order: `['--portico-color-surface-1', …]`. */
export function contractNames(contract: object = vars): string[] {
  return Object.values(contract).flatMap((value: unknown) =>
    typeof value === 'string' ? [value.slice('var('.length, -1)] : contractNames(value as object),
  )
}
