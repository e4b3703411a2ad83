export { setLocale, type SetLocaleParams, type SetLocaleReturnType, type SetLocaleErrorType } from './setLocale'
