// @ts-check
// The frame backend's persistent state in `dataDir/frame-wallet.json`: users (one private key each), the
// identities that log into them, the devices known per e-mail, and sessions by token.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { generatePrivateKey } from 'viem/accounts'
import { ACCOUNT_TYPES, DEFAULT_ACCOUNT_TYPE } from './constants.js'
import { parseOrThrow } from './messages.js'

const UserSchema = v.object({
  id: v.string(),
  email: v.optional(v.string()),
  userName: v.optional(v.string()),
  privateKey: v.pipe(v.string(), v.regex(/^0x[0-9a-f]{64}$/)),
  preferredAccountType: v.picklist(ACCOUNT_TYPES),
})

const FileSchema = v.object({
  users: v.record(v.string(), UserSchema),
  identities: v.record(v.string(), v.string()),
  devices: v.record(v.string(), v.array(v.string())),
  sessions: v.record(v.string(), v.object({ userId: v.string(), createdAt: v.number() })),
})

/** @typedef {v.InferOutput<typeof UserSchema>} WalletUser */

export const WALLET_FILE = 'frame-wallet.json'

/** @param {number} bytes */
export const randomToken = (bytes = 24) => randomBytes(bytes).toString('base64url')

/**
 * @param {{ dataDir: string, now: () => number }} options
 */
export function createWalletStore({ dataDir, now }) {
  const path = join(dataDir, WALLET_FILE)
  mkdirSync(dataDir, { recursive: true })
  /** @type {v.InferOutput<typeof FileSchema>} */
  const data = existsSync(path)
    ? (() => {
        try {
          return parseOrThrow(FileSchema, JSON.parse(readFileSync(path, 'utf8')))
        } catch (error) {
          throw new Error(`${path} is not a valid frame wallet file (${error instanceof Error ? error.message : error}); move it away to start fresh`)
        }
      })()
    : { users: {}, identities: {}, devices: {}, sessions: {} }

  const save = () => {
    const temporary = `${path}.${process.pid}.tmp`
    writeFileSync(temporary, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 })
    renameSync(temporary, path)
  }

  return {
    /**
     * The user an identity ('email:a@b.c', 'google:name', 'farcaster:name') logs into, created with a new key on first login.
     * @param {string} identity
     * @param {{ email?: string | undefined, userName?: string | undefined }} profile
     * @returns {WalletUser}
     */
    userFor(identity, profile) {
      const known = data.identities[identity]
      const existing = known ? data.users[known] : undefined
      if (existing) return existing
      /** @type {WalletUser} */
      const user = { id: randomToken(12), privateKey: generatePrivateKey(), preferredAccountType: DEFAULT_ACCOUNT_TYPE }
      if (profile.email) user.email = profile.email
      if (profile.userName) user.userName = profile.userName
      data.users[user.id] = user
      data.identities[identity] = user.id
      save()
      return user
    },
    /** @param {string} userId @param {Partial<Pick<WalletUser, 'email' | 'preferredAccountType'>>} changes */
    updateUser(userId, changes) {
      const user = data.users[userId]
      if (!user) throw new Error(`No user ${userId}`)
      if (changes.email && user.email) {
        delete data.identities[`email:${user.email}`]
        data.identities[`email:${changes.email}`] = userId
      }
      Object.assign(user, changes)
      save()
      return user
    },
    /** @param {string} identity */
    hasIdentity: (identity) => identity in data.identities,
    /** @param {string} email @param {string} deviceId */
    isKnownDevice: (email, deviceId) => (data.devices[email] ?? []).includes(deviceId),
    /** @param {string} email @param {string} deviceId */
    addDevice(email, deviceId) {
      data.devices[email] = [...new Set([...(data.devices[email] ?? []), deviceId])]
      save()
    },
    /** @param {string} userId @returns {string} the new session token */
    createSession(userId) {
      const token = randomToken()
      data.sessions[token] = { userId, createdAt: now() }
      save()
      return token
    },
    /** @param {string | undefined} token @returns {WalletUser | undefined} */
    userOfSession(token) {
      const session = token ? data.sessions[token] : undefined
      return session ? data.users[session.userId] : undefined
    },
    /** @param {string} token */
    endSession(token) {
      delete data.sessions[token]
      save()
    },
  }
}

/** @typedef {ReturnType<typeof createWalletStore>} WalletStore */
