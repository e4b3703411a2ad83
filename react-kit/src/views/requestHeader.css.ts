import { style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'

// The centred header of a request screen (a wallet asked to connect, an app asking to sign in): the picture of who
// is asking, a heading and a line of detail under it.

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '8px',
  textAlign: 'center',
})

export const heading = style({ margin: 0, fontSize: tokens.fontSizeLg, fontWeight: 600, color: tokens.text })

export const detail = style({ margin: 0, color: tokens.textSecondary, fontSize: tokens.fontSizeMd })

/** The square picture of `size` at the top of the header, and the initial shown in its place when there is none. */
export function headerPicture(size: string) {
  const image = style({ inlineSize: size, blockSize: size, borderRadius: tokens.radiusLg, objectFit: 'cover' })
  const initial = style([
    image,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      background: tokens.surfaceRaised,
      color: tokens.textSecondary,
      fontSize: tokens.fontSizeXl,
      fontWeight: 600,
    },
  ])
  return { image, initial }
}
