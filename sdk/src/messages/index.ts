// @portico/sdk/messages — every error code of the SDK with its English message (spec §8 word for word), for an app
// that translates them all or a tool that lists them. The SDK's own code never loads it: the core and each entry
// carry the messages of their own domain.
export { ERROR_MESSAGES, MESSAGE_TABLES } from './catalogue'
