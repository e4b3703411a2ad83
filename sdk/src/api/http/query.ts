import { checkParam, objectParam } from '../../validation/checkParam'
/** One query parameter's value; `undefined` leaves it out. */
export type QueryValue = string | number | boolean | readonly string[] | null | undefined
/** A request's query parameters. */
export type Query = Record<string, QueryValue>

/** Query values as the services expect them: empty ones dropped, lists as comma-separated text. */
export function cleanQuery(query: Query): Record<string, string> {
  checkParam('query', objectParam(), query)
  const clean: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    const text = Array.isArray(value) ? value.join(',') : value == null ? '' : String(value)
    if (text !== '') clean[key] = text
  }
  return clean
}
