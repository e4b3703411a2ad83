// cancelApproval on an in-process frame whose answers the test plays (see testing/inProcessFrame.ts).
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { FRAME_READY_DELAY_MS, STORAGE_PREFIX } from '../constants'
import { cancelApproval } from './cancelApproval'
import { EMBEDDED_KEYS } from './storageKeys'
import { embeddedPortico } from '@portico-examples/test-support/portico/embeddedPortico'
import { inProcessFrames } from '@portico-examples/test-support/devnet/inProcessFrame'

beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
afterEach(() => void vi.useRealTimers())

it('asks the frame to drop the request waiting for approval (RPC_ABORT) and resolves once it answered', async () => {
  const frames = inProcessFrames({ neverAnswers: true })
  const stored = new Map([[`${STORAGE_PREFIX}${EMBEDDED_KEYS.loginUsed.name}`, 'true']])
  const { p } = embeddedPortico({ frameUrl: 'http://localhost:8788', frames, stored })
  let done = false
  const cancelled = cancelApproval(p).then(() => (done = true))
  await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
  const frame = frames.created[0]!
  const abort = frame.posted
    .map((entry) => entry.message as { type: string; id: string })
    .find((m) => m.type === '@w3m-app/RPC_ABORT')
  expect(abort).toBeDefined()
  expect(done).toBe(false)
  frame.inject({ type: '@w3m-frame/RPC_ABORT_SUCCESS', id: abort!.id })
  await cancelled
  expect(done).toBe(true)
})
