// @portico/sdk/start — `start(p)`: what a UI on an instance needs running (sign-in watching, reconnect, account
// data, the catalogue, analytics), in order. An entry of its own: the optional entries it loads on demand stay out
// of the core's module graph, so an app that starts its parts itself does not get them split out of its core bundle.
export { start, type StartReturnType, type StartErrorType } from './start'
