import type { RouterState } from './types'

export function initialRouterState(): RouterState {
  return { view: 'Connect', history: ['Connect'], transactionStack: [] }
}
