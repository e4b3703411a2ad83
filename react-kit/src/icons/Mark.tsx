import type { ReactNode } from 'react'
import type { IconProps } from './Icon'

/**
 * The frame of a brand's mark: a 24-unit square whose paths fill, in the brand's colours or `currentColor`, hidden
 * from assistive technology (the control around it carries the name).
 *
 * @example <Mark><circle cx="12" cy="12" r="10" fill="#1877F2" /></Mark>
 */
export function Mark({ size = 20, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  )
}
