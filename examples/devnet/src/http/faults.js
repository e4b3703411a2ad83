// @ts-check
import * as v from 'valibot'

export const FAULTS = /** @type {const} */ (['500', '403', 'timeout', 'malformed', 'empty'])
export const Fault = v.picklist(FAULTS)
/** @typedef {v.InferOutput<typeof Fault>} FaultKind */

export const FaultRule = v.object({
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(500)),
  fault: Fault,
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
})

/**
 * Faults set per path by `POST /dev/faults`. A path ending in `*` matches every path with that prefix;
 * `times` limits how many requests get the fault (unlimited when absent).
 */
export function createFaults() {
  /** @type {{ path: string, fault: FaultKind, remaining: number | undefined }[]} */
  let rules = []
  return {
    /** @param {v.InferOutput<typeof FaultRule>} rule */
    set(rule) {
      rules = rules.filter((r) => r.path !== rule.path)
      rules.push({ path: rule.path, fault: rule.fault, remaining: rule.times })
    },
    clear() {
      rules = []
    },
    list: () => rules.map((r) => ({ path: r.path, fault: r.fault, times: r.remaining ?? null })),
    /**
     * The fault for a request path, counting one use.
     * @param {string} pathname
     * @returns {FaultKind | undefined}
     */
    take(pathname) {
      const rule = rules.find((r) => (r.path.endsWith('*') ? pathname.startsWith(r.path.slice(0, -1)) : r.path === pathname))
      if (!rule) return undefined
      if (rule.remaining !== undefined) {
        rule.remaining -= 1
        if (rule.remaining <= 0) rules = rules.filter((r) => r !== rule)
      }
      return rule.fault
    },
  }
}

/** @typedef {ReturnType<typeof createFaults>} Faults */
