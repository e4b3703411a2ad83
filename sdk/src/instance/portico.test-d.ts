// Type tests, checked by `npm run typecheck` (tsc): an app reads an instance's stores but cannot write them; the
// actions take the instance `createPortico` returned. Each `@ts-expect-error` must meet an error.
import { open } from '../modal/open'
import { setSendAmount } from '../send/setSendAmount'
import { createPortico } from './createPortico'

const portico = createPortico({ projectId: 'app', networks: [] })

export function readsButCannotWrite() {
  const view: string = portico.$router.get().view
  const stop = portico.$account.subscribe(({ status }) => status)
  stop()
  open(portico)
  setSendAmount(portico, { amount: '1' })

  // @ts-expect-error the router changes through actions (push, goBack), not by hand
  portico.$router.set({ view: 'Account', history: ['Account'] })
  // @ts-expect-error the send form changes through its setters
  portico.$send.set({ status: 'idle' })
  return view
}
