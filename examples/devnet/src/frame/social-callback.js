// @ts-check
// The social login callback page's script (browser only): hands the login's result to the app that opened the
// window, as the secure site does: `{ resultUri }`, posted to the app's origin and no other.
const appOrigin = document.documentElement.dataset.appOrigin
if (window.opener && appOrigin) {
  window.opener.postMessage({ resultUri: window.location.href }, appOrigin)
} else {
  const line = document.getElementById('callback-status')
  if (line) line.textContent = 'The app that started this sign-in is gone: go back to it and sign in again.'
}
export {}
