// @ts-check
// E-mail login and e-mail change: one-time codes (6 digits, 10 min, 3 wrong tries), new-device approval by a
// link in the mailbox, and the "once per 30 s per e-mail" trigger limit.
import { randomInt } from 'node:crypto'
import { EMAIL_TRIGGER_GAP_MS, LONG_POLL_MS, MESSAGES, OTP_LENGTH, OTP_LIFETIME_MS, OTP_MAX_WRONG_TRIES } from './constants.js'
import { HttpError } from './http.js'
import { randomToken } from './wallet-store.js'

/** @typedef {{ code: string, expiresAt: number, wrongTries: number }} PendingCode */

/**
 * @param {{ store: import('./wallet-store.js').WalletStore, mailbox: import('./mailbox.js').Mailbox, now: () => number, baseUrl: () => string }} deps
 */
export function createEmailAuth({ store, mailbox, now, baseUrl }) {
  /** Codes by purpose and address ('login:a@b.c', 'update-primary:<userId>', …). @type {Map<string, PendingCode>} */
  const codes = new Map()
  /** @type {Map<string, number>} */
  const lastTrigger = new Map()
  /** Device approval links by their token. @type {Map<string, { email: string, deviceId: string }>} */
  const deviceLinks = new Map()
  /** Long-polls waiting for a device: key `email deviceId`. @type {Map<string, Set<() => void>>} */
  const deviceWaiters = new Map()
  /** Pending e-mail changes by user id. @type {Map<string, { newEmail: string, primaryVerified: boolean }>} */
  const updates = new Map()

  /** Throws 'Please try again after N seconds' when `email` was triggered less than 30 s ago. @param {string} key */
  const trigger = (key) => {
    const last = lastTrigger.get(key)
    const elapsed = last === undefined ? Infinity : now() - last
    if (elapsed < EMAIL_TRIGGER_GAP_MS) {
      const seconds = Math.ceil((EMAIL_TRIGGER_GAP_MS - elapsed) / 1000)
      throw new HttpError(429, MESSAGES.emailRateLimited.replace('{seconds}', String(seconds)))
    }
    lastTrigger.set(key, now())
  }

  /** @param {string} key @param {string} to @param {string} subject */
  const sendCode = (key, to, subject) => {
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
    codes.set(key, { code, expiresAt: now() + OTP_LIFETIME_MS, wrongTries: 0 })
    mailbox.send({ to, subject, text: `Your Portico devnet code is ${code}. It expires in 10 minutes.`, code })
  }

  /** Checks a code; a wrong one counts, the 3rd wrong one voids it. @param {string} key @param {string} otp */
  const checkCode = (key, otp) => {
    const pending = codes.get(key)
    if (!pending) throw new HttpError(400, MESSAGES.noPendingCode)
    if (now() >= pending.expiresAt) {
      codes.delete(key)
      throw new HttpError(400, MESSAGES.codeExpired)
    }
    if (pending.code !== otp) {
      pending.wrongTries += 1
      if (pending.wrongTries >= OTP_MAX_WRONG_TRIES) {
        codes.delete(key)
        throw new HttpError(400, MESSAGES.tooManyTries)
      }
      throw new HttpError(400, MESSAGES.wrongCode)
    }
    codes.delete(key)
  }

  return {
    /**
     * CONNECT_EMAIL: CONNECT with a live session of this e-mail; VERIFY_DEVICE on a device not seen for this
     * e-mail (a link is mailed); else VERIFY_OTP (a code is mailed).
     * @param {{ email: string, deviceId: string, token?: string | undefined }} body
     */
    connect({ email, deviceId, token }) {
      if (store.userOfSession(token)?.email === email) return { action: /** @type {const} */ ('CONNECT') }
      trigger(email)
      if (!store.isKnownDevice(email, deviceId)) {
        const linkToken = randomToken()
        deviceLinks.set(linkToken, { email, deviceId })
        const link = `${baseUrl()}/device/approve?token=${linkToken}`
        mailbox.send({ to: email, subject: 'Approve your new device', text: `Open ${link} to approve this device.`, link })
        return { action: /** @type {const} */ ('VERIFY_DEVICE') }
      }
      sendCode(`login:${email}`, email, 'Your login code')
      return { action: /** @type {const} */ ('VERIFY_OTP') }
    },

    /** GET /device/approve: marks the device known, mails the login code, wakes the waiting frame. @param {string} linkToken */
    approveDevice(linkToken) {
      const link = deviceLinks.get(linkToken)
      if (!link) throw new HttpError(404, 'This approval link is not valid')
      deviceLinks.delete(linkToken)
      store.addDevice(link.email, link.deviceId)
      sendCode(`login:${link.email}`, link.email, 'Your login code')
      const key = `${link.email} ${link.deviceId}`
      for (const wake of deviceWaiters.get(key) ?? []) wake()
      deviceWaiters.delete(key)
      return link
    },

    /**
     * CONNECT_DEVICE: answers `{ done: true }` once the device is approved, or `{ done: false }` after a long-poll.
     * @param {{ email: string, deviceId: string }} body
     * @param {AbortSignal} closed aborted when the client goes away
     */
    async waitForDevice({ email, deviceId }, closed) {
      if (store.isKnownDevice(email, deviceId)) return { done: true }
      const key = `${email} ${deviceId}`
      const waiters = deviceWaiters.get(key) ?? new Set()
      deviceWaiters.set(key, waiters)
      /** @type {() => void} */
      let wake = () => {}
      const approved = await new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), LONG_POLL_MS)
        wake = () => {
          clearTimeout(timer)
          resolve(true)
        }
        waiters.add(wake)
        closed.addEventListener('abort', () => {
          clearTimeout(timer)
          resolve(false)
        })
      })
      waiters.delete(wake)
      return { done: approved }
    },

    /** CONNECT_OTP: a right code on an approved device starts a session. @param {{ email: string, deviceId: string, otp: string }} body */
    verifyLogin({ email, deviceId, otp }) {
      if (!store.isKnownDevice(email, deviceId)) throw new HttpError(403, MESSAGES.deviceNotApproved)
      checkCode(`login:${email}`, otp)
      const user = store.userFor(`email:${email}`, { email })
      return { token: store.createSession(user.id) }
    },

    /** UPDATE_EMAIL: mails a code to the current address. @param {import('./wallet-store.js').WalletUser} user @param {string} newEmail */
    startUpdate(user, newEmail) {
      if (!user.email) throw new HttpError(400, 'This account has no e-mail')
      if (newEmail === user.email) throw new HttpError(400, 'This is already your e-mail')
      if (store.hasIdentity(`email:${newEmail}`)) throw new HttpError(409, 'This e-mail belongs to another account')
      trigger(newEmail)
      updates.set(user.id, { newEmail, primaryVerified: false })
      sendCode(`update-primary:${user.id}`, user.email, 'Confirm your e-mail change')
      return { action: /** @type {const} */ ('VERIFY_PRIMARY_OTP') }
    },

    /** UPDATE_EMAIL_PRIMARY_OTP: the current address confirmed; mails a code to the new one. @param {import('./wallet-store.js').WalletUser} user @param {string} otp */
    verifyUpdatePrimary(user, otp) {
      const update = updates.get(user.id)
      if (!update) throw new HttpError(400, 'No e-mail change was started')
      checkCode(`update-primary:${user.id}`, otp)
      update.primaryVerified = true
      sendCode(`update-secondary:${user.id}`, update.newEmail, 'Confirm your new e-mail')
      return { action: /** @type {const} */ ('VERIFY_SECONDARY_OTP') }
    },

    /** UPDATE_EMAIL_SECONDARY_OTP: the new address confirmed; the account's e-mail changes. @param {import('./wallet-store.js').WalletUser} user @param {string} otp */
    verifyUpdateSecondary(user, otp) {
      const update = updates.get(user.id)
      if (!update?.primaryVerified) throw new HttpError(400, 'Confirm the current e-mail first')
      checkCode(`update-secondary:${user.id}`, otp)
      updates.delete(user.id)
      const updated = store.updateUser(user.id, { email: update.newEmail })
      return { email: updated.email ?? update.newEmail }
    },
  }
}
