import * as v from 'valibot'
import { noticeFor, type Notice } from '../errors/notice'
import { checkParam, numberParam } from '../validation/checkParam'
import { EMBEDDED_MESSAGES } from './messages'

/** What `emailWaitNotice` returns. */
export type EmailWaitNoticeReturnType = Required<Notice>

/**
 * The notice of the e-mail gap (spec §9) with `seconds` still to wait: what a UI shows, counting down, after an e-mail
 * login or update was refused with EMAIL_RATE_LIMITED (the error's own message keeps the seconds it was thrown with).
 *
 * @example emailWaitNotice(25).message // 'Please try again after 25 seconds'
 */
export function emailWaitNotice(seconds: number): EmailWaitNoticeReturnType {
  const checked = checkParam('seconds', v.pipe(numberParam(), v.minValue(0, 'must not be negative')), seconds)
  return noticeFor(EMBEDDED_MESSAGES, 'EMAIL_RATE_LIMITED', { seconds: checked })
}
