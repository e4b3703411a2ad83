// The social logins' marks, drawn for Portico after each brand's shape: in the brand's colours where its guidelines
// give one, in `currentColor` where the brand asks for a single colour on any background (X, GitHub, Apple), so
// the mark stays legible in both themes. Each is its own module (./GoogleIcon, …); `SocialIcon` picks one by provider.
import type { SocialProvider } from '@portico/sdk'
import type { ReactNode } from 'react'
import type { IconProps } from './Icon'
import { GoogleIcon } from './GoogleIcon'
import { XIcon } from './XIcon'
import { DiscordIcon } from './DiscordIcon'
import { FarcasterIcon } from './FarcasterIcon'
import { GitHubIcon } from './GitHubIcon'
import { AppleIcon } from './AppleIcon'
import { FacebookIcon } from './FacebookIcon'

const MARKS: Readonly<Record<SocialProvider, (props: IconProps) => ReactNode>> = {
  google: GoogleIcon,
  x: XIcon,
  discord: DiscordIcon,
  farcaster: FarcasterIcon,
  github: GitHubIcon,
  apple: AppleIcon,
  facebook: FacebookIcon,
}

/**
 * The mark of a social login.
 *
 * @example <SocialIcon provider="google" size={20} />
 */
export function SocialIcon({ provider, ...props }: IconProps & { provider: SocialProvider }) {
  const Draw = MARKS[provider]
  return <Draw {...props} />
}
