/** The customer pie's seven colours (the spec's count), distinct in light and dark and for common colour blindness (Okabe-Ito). */
export const PIE_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#7F7F7F'];
