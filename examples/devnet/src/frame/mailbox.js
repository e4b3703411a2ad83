// @ts-check
// The dev mailbox: every e-mail the frame backend "sends" lands here (GET /dev/mailbox?email=…) and, unless
// quiet, is printed to the console so a developer can copy the code.

/**
 * @typedef {{ id: number, to: string, subject: string, text: string, code?: string, link?: string, sentAt: string }} Mail
 */

/**
 * @param {{ now: () => number, print?: ((line: string) => void) | undefined }} options
 */
export function createMailbox({ now, print }) {
  /** @type {Mail[]} */
  const mails = []
  return {
    /** @param {Omit<Mail, 'id' | 'sentAt'>} mail */
    send(mail) {
      const stored = { ...mail, id: mails.length + 1, sentAt: new Date(now()).toISOString() }
      mails.push(stored)
      print?.(`[devnet frame] mail to ${mail.to}: ${mail.subject}${mail.code ? ` — code ${mail.code}` : ''}${mail.link ? ` — ${mail.link}` : ''}`)
      return stored
    },
    /** Mails to `email` (case-insensitive), newest first. @param {string} email */
    inbox: (email) => mails.filter((mail) => mail.to === email.toLowerCase()).reverse(),
  }
}

/** @typedef {ReturnType<typeof createMailbox>} Mailbox */
