import { Icon, type IconProps } from './Icon'

/** A chevron pointing forward: a row that opens a view. */
export const ChevronIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9.5 5.5 16 12l-6.5 6.5" />
  </Icon>
)
