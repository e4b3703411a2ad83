export { filterSocials, type SocialsPlatformFacts } from './filterSocials'
