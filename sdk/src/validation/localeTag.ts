import * as v from 'valibot'

/**
 * A language tag as a browser gives it ('fr', 'pt-BR', 'zh-Hant-TW', 'en_US'): a language of 2 or 3 letters, then
 * subtags of 1 to 8 letters or digits. Which locale it shows is the kit's choice (its fallbacks); a tag it has no
 * catalogue for shows English.
 */
export const localeTagSchema = v.pipe(
  v.string('must be a language tag'),
  v.regex(/^[a-z]{2,3}(?:[-_][a-z\d]{1,8})*$/i, 'must be a language tag'),
)
