// What the user reads when an embedded-wallet step fails: rendered by the SDK's code, in the shown language; the
// kit never matches the frame's English.
import { PorticoError } from '@portico/sdk'
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

  it("shows any other frame answer in the frame's own words", () => {
    const answer = new PorticoError('FRAME_ERROR', {
      template: '{message}',
      params: { message: 'OTP service unavailable' },
    })
    expect(embeddedErrorText(german, answer)).toBe('OTP service unavailable')
  })
})
