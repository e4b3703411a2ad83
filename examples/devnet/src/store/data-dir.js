// @ts-check
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'

/**
 * The devnet's data folder: JSON files written atomically, read back through a valibot schema.
 * A file that is missing or does not match its schema reads as `undefined` (the devnet then starts that part clean).
 * @param {string} dir
 */
export function dataDir(dir) {
  mkdirSync(dir, { recursive: true })
  return {
    dir,
    /**
     * @template {v.GenericSchema} S
     * @param {string} name
     * @param {S} schema
     * @returns {v.InferOutput<S> | undefined}
     */
    readJson(name, schema) {
      const text = this.readText(name)
      if (text === undefined) return undefined
      let json
      try {
        json = JSON.parse(text)
      } catch {
        return undefined // a torn or hand-edited file: start this part clean
      }
      const result = v.safeParse(schema, json)
      return result.success ? result.output : undefined
    },
    /** @param {string} name @param {unknown} value */
    writeJson(name, value) {
      this.writeText(name, JSON.stringify(value))
    },
    /** @param {string} name @returns {string | undefined} */
    readText(name) {
      const path = join(dir, name)
      return existsSync(path) ? readFileSync(path, 'utf8') : undefined
    },
    /** @param {string} name @param {string} text */
    writeText(name, text) {
      const path = join(dir, name)
      writeFileSync(`${path}.tmp`, text)
      renameSync(`${path}.tmp`, path)
    },
  }
}

/** @typedef {ReturnType<typeof dataDir>} DataDir */

/**
 * Removes the data folder (the `reset` option).
 * @param {string} dir
 */
export function clearDataDir(dir) {
  rmSync(dir, { recursive: true, force: true })
}
