// Type tests, checked by `npm run typecheck` (tsc): the field named fixes the type of its value.
// Each `@ts-expect-error` must meet an error, or the type check fails.
import { expectTypeOf } from 'vitest'
import type { Portico } from '../portico/types'
import { setAccountProp } from './setAccountProp'

declare const portico: Portico

export function typedProps() {
  setAccountProp(portico, 'balance', '1.5', 'eip155')
  setAccountProp(portico, 'balanceStatus', 'pending', 'eip155')
  setAccountProp(portico, 'profileName', null, 'eip155')
  setAccountProp(portico, 'addressLabels', { '0xabc': 'Treasury' }, 'eip155')

  expectTypeOf(setAccountProp).returns.toEqualTypeOf<void>()
  expectTypeOf(setAccountProp<'balance'>)
    .parameter(2)
    .toEqualTypeOf<string | undefined>()

  // @ts-expect-error a balance is a decimal text, not a number
  setAccountProp(portico, 'balance', 1.5, 'eip155')
  // @ts-expect-error not a field of an account
  setAccountProp(portico, 'nickname', 'me', 'eip155')
  // @ts-expect-error not a status a balance read can have
  setAccountProp(portico, 'balanceStatus', 'loading', 'eip155')
  // @ts-expect-error not a namespace
  setAccountProp(portico, 'balance', '1', 'eip999')
}
