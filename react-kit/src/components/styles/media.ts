// The media queries of the themes, for the kit's stylesheets (`*.css.ts`, evaluated at build time): below the
// breakpoint the dialog becomes a bottom sheet; under reduced motion transitions are off. A module of its own, so the
// kit's code that runs in the page never imports the themes package.
export { bottomSheet as bottomSheetQuery, reducedMotion as reducedMotionQuery } from '@portico/themes'
