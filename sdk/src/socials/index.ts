export { embeddedLogins, type EmbeddedLogins } from './embeddedLogins'
export { filterSocials, type SocialsPlatformFacts } from './filterSocials'
export { openSocialPopup, SOCIAL_POPUP_TARGET } from './openSocialPopup'
