export { parseNameError } from './nameError'
