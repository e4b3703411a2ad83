import type { RouterState } from '../router/types'

export function initialRouterState(): RouterState {
  return { view: 'Connect', history: ['Connect'], transactionStack: [] }
}
