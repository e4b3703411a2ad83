// QR codes. Not re-exported by `components/index.ts`: the encoder (uqr) must only load with the views that draw a
// code. Through the barrel, every chunk that imports a component kept a bare `import 'uqr'`, and a bundler could
// place the encoder in the page's first chunk.
export { QrCode, type QrCodeProps } from './QrCode'
export { QrWithAlternatives, type QrWithAlternativesProps } from './QrWithAlternatives'
