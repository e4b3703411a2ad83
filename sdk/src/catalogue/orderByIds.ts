import { checkParam, listParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
/** The items whose id is in `ids`, in the order of `ids` (featured wallets keep the configured order). */
export function orderByIds<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  checkParam('items', listParam(objectParam({ id: v.string() })), items)
  checkParam('ids', listParam(v.string()), ids)
  return ids.flatMap((id) => items.filter((item) => item.id === id).slice(0, 1))
}
