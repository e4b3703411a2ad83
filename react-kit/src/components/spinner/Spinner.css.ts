import { keyframes, style } from '@vanilla-extract/css'
import { tokens } from '../styles/tokens'
import { reducedMotionQuery } from '../styles/media'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })
const pulse = keyframes({ '50%': { opacity: 0.4 } })

export const spinner = style({
  display: 'inline-block',
  inlineSize: '1.25em',
  blockSize: '1.25em',
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderBlockStartColor: 'transparent',
  color: tokens.accent,
  animation: `${spin} 0.8s linear infinite`,
  verticalAlign: 'middle',
  // Centred when it stands alone in a view's column (a view loading); beside text in a row it sits mid-line.
  alignSelf: 'center',
  '@media': {
    // No rotation: a slow fade still shows that something is happening, and the text alternative says what.
    [reducedMotionQuery]: { animation: `${pulse} 2s ease-in-out infinite`, borderBlockStartColor: 'currentColor' },
  },
})
