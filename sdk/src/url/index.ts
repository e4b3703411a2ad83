export {
  FORBIDDEN_SCHEMES,
  allowedUrlOrUndefined,
  isAllowedUrl,
  isAppLink,
  isImageUrl,
  isLoopbackHost,
  isOpenableUrl,
  isPairingUri,
  isSocketUrl,
  isWebUrl,
  type UrlKind,
} from './urlPolicy'
export { checkUrl } from './checkUrl'
export { allowedUrl, urlOrDropped } from './schemas'
export { openUrl, type OpenUrlParams } from './openUrl'
