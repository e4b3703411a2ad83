import { array, boolean, nullish, object, record, string, type InferOutput } from 'valibot'
import { optionalText } from './fields'

/** A registered name and the addresses it points to, keyed by coin type (docs/wire.md, Names, swap and buy). */
export const nameRecordSchema = object({
  name: string(),
  registered_at: optionalText,
  updated_at: optionalText,
  addresses: record(string(), object({ address: string(), created: optionalText })),
  attributes: nullish(array(object({ avatar: optionalText, bio: optionalText }))),
})
/** A registered name: its addresses per chain and its attributes. */
export type NameRecord = InferOutput<typeof nameRecordSchema>
export const nameRecordsResponseSchema = array(nameRecordSchema)

export const nameSuggestionSchema = object({ name: string(), registered: boolean() })
/** A name suggested for registration, and whether it is taken. */
export type NameSuggestion = InferOutput<typeof nameSuggestionSchema>
export const nameSuggestionsResponseSchema = object({ suggestions: array(nameSuggestionSchema) })

/** The name service's error body: the first reason's description is the message to show. */
export const nameErrorSchema = object({
  message: optionalText,
  status: optionalText,
  reasons: nullish(array(object({ name: optionalText, description: optionalText }))),
})
