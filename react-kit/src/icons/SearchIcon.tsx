import { Icon, type IconProps } from './Icon'

/** A magnifying glass: Search. */
export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.4-4.4" />
  </Icon>
)
