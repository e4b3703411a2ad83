import { checkParam, listParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
/** The list without later duplicates (same id), in order. */
export function uniqueById<T extends { id: string }>(list: readonly T[]): T[] {
  checkParam('list', listParam(objectParam({ id: v.string() })), list)
  const seen = new Set<string>()
  return list.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)))
}
