/** Below this width (px) the page is a phone page: shop links go to /h5/ and the layout stacks. */
export const mobileBreakpointPx = 768;

/** The media query for "narrower than the mobile breakpoint", shared by CSS and the viewport machine. */
export const narrowViewportQuery = `(max-width: ${mobileBreakpointPx - 0.02}px)`;
