// What the user reads when an embedded-wallet step fails: rendered by the SDK's code, in the shown language; the
// kit never matches the frame's English.
import { PorticoError } from '@portico/sdk'
import { emailWaitNotice } from '@portico/sdk/embedded'
import { ERROR_MESSAGES } from '@portico/sdk/messages'
import { describe, expect, it } from 'vitest'
import { createTranslator } from '../../i18n'
import { de } from '../../i18n/de'
import { en } from '../../i18n/en'
import { shellMessages } from '../../i18n/en/shell'
import { embeddedErrorText } from './embeddedErrorText'

const german = createTranslator(de, 'de').withEnglish(shellMessages)
const english = createTranslator(en, 'en').withEnglish(shellMessages)

describe('embeddedErrorText', () => {
  it('renders a refused one-time code by its code, INVALID_OTP, in the shown language', () => {
    const refused = new PorticoError('INVALID_OTP', { template: 'Invalid code' })
    expect(embeddedErrorText(german, refused)).toBe('Ungültiger Code')
    expect(embeddedErrorText(english, refused)).toBe('Invalid code')
  })

  it('counts the e-mail gap down: the wait it is given, else the seconds the refusal was thrown with', () => {
    const refused = new PorticoError('EMAIL_RATE_LIMITED', {
      template: ERROR_MESSAGES.EMAIL_RATE_LIMITED,
      params: { seconds: 30 },
    })
    expect(embeddedErrorText(english, refused, { emailWait: emailWaitNotice(12) })).toBe(
      'Please try again after 12 seconds',
    )
    expect(embeddedErrorText(german, refused, { emailWait: emailWaitNotice(12) })).toBe(
      de.errors.EMAIL_RATE_LIMITED.replace('{seconds}', '12'),
    )
    expect(embeddedErrorText(english, refused)).toBe('Please try again after 30 seconds')
  })

  it("shows any other frame answer in the frame's own words", () => {
    const answer = new PorticoError('FRAME_ERROR', {
      template: '{message}',
      params: { message: 'OTP service unavailable' },
    })
    expect(embeddedErrorText(german, answer)).toBe('OTP service unavailable')
  })
})
