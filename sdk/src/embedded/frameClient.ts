import { checkParam, objectParam, textParam } from '../validation/checkParam'
import * as v from 'valibot'
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_DELAY_MS } from '../constants'
import type { PorticoError } from '../errors'
import type { FrameMessageEvent, Platform, PlatformFrame, TimerHandle } from '../platform/types'
import {
  APP_EVENT_PREFIX,
  FRAME_EVENT_PREFIX,
  REPLY_SCHEMAS,
  REQUEST_SCHEMAS,
  frameEnvelopeSchema,
  frameErrorSchema,
  sessionUpdateSchema,
  type FrameEventName,
  type FrameReply,
  type FrameRequest,
} from './protocol'
import { randomId } from './randomId'
import { embeddedError, FRAME_MESSAGE_CODES, type EMBEDDED_MESSAGES } from './messages'
import { requestError } from '../errors/requestMessages'

/** How the frame client reaches the embedded wallet's frame. */
export interface FrameClientOptions {
  /** The frame, created hidden by the platform. */
  frame: PlatformFrame
  /** The frame's origin: the only one posted to and heard from. */
  origin: string
  /** Timers (the instance's platform, so a fake clock drives them). */
  clock: Pick<Platform, 'setTimeout' | 'clearTimeout'>
  /** A message that failed the origin or schema check was dropped; `reason` says why. */
  onDrop(reason: string): void
  /** The frame started or renewed its session. */
  onSessionUpdate?(token: string): void
}

/** What one request may add: a signal to abort it and extra headers. */
export interface RequestOptions {
  /** Reject with 'Embedded Wallet Request Timed Out' when no answer came within this time. */
  timeoutMs?: number
}

/** Talks to one embedded-wallet frame: requests matched to answers by id, both checked against the protocol. */
export interface FrameClient {
  /** Settles once the frame said READY (plus FRAME_READY_DELAY_MS); rejects after FRAME_LOAD_TIMEOUT_MS. */
  readonly ready: Promise<void>
  request<N extends FrameEventName>(name: N, payload: FrameRequest<N>, options?: RequestOptions): Promise<FrameReply<N>>
  show(): void
  hide(): void
  /** Removes the frame; requests still waiting are rejected. */
  remove(): void
}

interface Pending {
  name: FrameEventName
  resolve(payload: unknown): void
  reject(error: PorticoError): void
  timer: TimerHandle | undefined
}

function issueText(issues: readonly v.BaseIssue<unknown>[]): { field: string; reason: string } {
  const issue = issues[0]
  return { field: (issue && v.getDotPath(issue)) ?? 'payload', reason: issue?.message ?? 'Invalid input' }
}

const frameCodes: Readonly<Record<string, keyof typeof EMBEDDED_MESSAGES>> = FRAME_MESSAGE_CODES

/** The error of a frame's error answer: its own code for a message the user reads ('Invalid code'), else FRAME_ERROR. */
function frameError(answer: v.InferOutput<typeof frameErrorSchema>): PorticoError {
  const code = Object.hasOwn(frameCodes, answer.message) ? frameCodes[answer.message] : undefined
  return code
    ? embeddedError(code, { cause: answer })
    : embeddedError('FRAME_ERROR', { params: { message: answer.message }, cause: answer })
}

/** The client of the embedded wallet's secure frame: requests by message, answers checked against the protocol. */
export function createFrameClient(options: FrameClientOptions): FrameClient {
  checkParam('options', objectParam({ frame: objectParam(), origin: textParam(), clock: objectParam() }), options)
  const { frame, origin, clock } = options
  const pending = new Map<string, Pending>()
  let readyHeard = false
  let settleReady: { resolve(): void; reject(error: PorticoError): void } | undefined
  const ready = new Promise<void>((resolve, reject) => {
    settleReady = { resolve, reject }
  })
  const loadTimer = clock.setTimeout(() => {
    if (!readyHeard) settleReady?.reject(embeddedError('FRAME_LOAD_FAILED'))
  }, FRAME_LOAD_TIMEOUT_MS)

  const finish = (id: string) => {
    const entry = pending.get(id)
    if (!entry) return undefined
    pending.delete(id)
    if (entry.timer !== undefined) clock.clearTimeout(entry.timer)
    return entry
  }

  const onReply = (name: string, id: string, payload: unknown) => {
    const entry = pending.get(id)
    if (!entry || (name !== `${entry.name}_SUCCESS` && name !== `${entry.name}_ERROR`))
      return options.onDrop(`no request waits for ${name} ${id}`)
    if (name.endsWith('_ERROR')) {
      const error = v.safeParse(frameErrorSchema, payload)
      finish(id)?.reject(
        error.success
          ? frameError(error.output)
          : embeddedError('FRAME_ERROR', { params: { message: 'An error occurred' } }),
      )
      return
    }
    const reply = v.safeParse(REPLY_SCHEMAS[entry.name], payload)
    if (!reply.success) {
      const { field, reason } = issueText(reply.issues)
      options.onDrop(`${name}: ${field}: ${reason}`)
      finish(id)?.reject(requestError('INVALID_RESPONSE', { params: { field, reason } }))
      return
    }
    finish(id)?.resolve(reply.output)
  }

  const onMessage = ({ data, origin: from }: FrameMessageEvent) => {
    if (from !== origin) return options.onDrop(`a message from ${from}, not ${origin}`)
    const envelope = v.safeParse(frameEnvelopeSchema, data)
    if (!envelope.success) {
      const { field, reason } = issueText(envelope.issues)
      return options.onDrop(`malformed message: ${field}: ${reason}`)
    }
    const { id, payload } = envelope.output
    const name = envelope.output.type.slice(FRAME_EVENT_PREFIX.length)
    if (name === 'READY') {
      if (readyHeard) return
      readyHeard = true
      clock.clearTimeout(loadTimer)
      clock.setTimeout(() => settleReady?.resolve(), FRAME_READY_DELAY_MS)
      return
    }
    if (name === 'SESSION_UPDATE') {
      const session = v.safeParse(sessionUpdateSchema, payload)
      if (!session.success) return options.onDrop('malformed SESSION_UPDATE')
      options.onSessionUpdate?.(session.output.token)
      return
    }
    onReply(name, id, payload)
  }
  const stopListening = frame.onMessage(onMessage)

  return {
    ready,
    async request(name, payload, requestOptions = {}) {
      const checked = v.safeParse(REQUEST_SCHEMAS[name], payload)
      if (!checked.success) throw embeddedError('INVALID_REQUEST', { params: issueText(checked.issues) })
      await ready
      const id = randomId()
      const message =
        checked.output === undefined
          ? { type: `${APP_EVENT_PREFIX}${name}`, id }
          : { type: `${APP_EVENT_PREFIX}${name}`, id, payload: checked.output }
      const answer = new Promise<unknown>((resolve, reject) => {
        const { timeoutMs } = requestOptions
        const timer =
          timeoutMs === undefined
            ? undefined
            : clock.setTimeout(() => finish(id)?.reject(embeddedError('FRAME_REQUEST_TIMEOUT')), timeoutMs)
        pending.set(id, { name, resolve, reject, timer })
      })
      frame.postMessage(message, origin)
      return answer as Promise<FrameReply<typeof name>>
    },
    show: () => frame.show(),
    hide: () => frame.hide(),
    remove() {
      stopListening()
      clock.clearTimeout(loadTimer)
      for (const id of [...pending.keys()]) finish(id)?.reject(embeddedError('FRAME_NOT_SET'))
      settleReady?.reject(embeddedError('FRAME_NOT_SET'))
      frame.remove()
    },
  }
}
